//! 한국어.
//!
//! Terms and spacing follow `docs/glossary.md`: 입력칸 for a form input, 필드 for the ID's bit
//! fields, 블록 for the diagram's coloured blocks; a number is glued to its unit (`5비트`, `3ms`);
//! ranges are written `{min}~{max}`.

use super::{
    BitWords, BulkColumns, BulkWords, CalculationWords, CodeWords, CompareWords, DurationUnits, EmbedWords,
    ExportWords, FieldWords, FormatWords, Messages, NumberWords, PageWords, PerBlock, PerField, Plural, RangeWords,
    RelativeUnits, ResultWords, RunWords, StatusWords, Strings, ThemeNames, TimeUnitNames, TimeWords, ToolWords,
    ZoneNames,
};
use crate::template;

pub static STRINGS: Strings = Strings {
    page: PageWords {
        app_name: "스노우플레이크 ID 생성기",
        title: "스노우플레이크 ID 생성기: 64비트 트위터 스노우플레이크 ID를 비트 단위로 만들고 해석하기",
        description: "타임스탬프, 데이터 센터 ID, 머신 ID, 시퀀스 번호로 트위터 형식의 스노우플레이크 ID를 만들어 보세요. \
            기존 ID를 붙여 넣으면 필드별로 해석해 각 값이 64비트 중 어디에 들어가는지 보여 줍니다.",
        lang_name: "한국어",
        locale: "ko",
        lang_switch_label: "언어",
        tools_jump: "도구 더 보기",
        copy: "복사",
        copied: "복사했습니다",
        copy_failed: "복사하지 못했습니다. 텍스트를 선택해 직접 복사하세요.",
        full_tool: "생성기 페이지에서 열기",
    },
    fields: FieldWords {
        form_label: "스노우플레이크 ID를 만드는 값",
        labels: PerField {
            timestamp: "타임스탬프",
            datacenter: "데이터 센터 ID",
            machine: "머신 ID",
            sequence: "시퀀스 번호",
        },
        timestamp_hint: template!(
            "{min}~{max} 범위의 유닉스 밀리초나 2024-06-21T14:30Z 같은 날짜. 비워 두면 현재 시각입니다."
        ),
        datacenter_hint: template!("{min}~{max} ({bits}비트)"),
        machine_hint: template!("{min}~{max} ({bits}비트), 트위터의 워커 ID"),
        sequence_hint: template!("{min}~{max} ({bits}비트)"),
        timestamp_placeholder: "현재 시각",
        unit_guess: template!("유닉스 {unit} 단위 값으로 보입니다. 밀리초로 바꾸면 {ms} ({iso})입니다."),
        unit_names: TimeUnitNames {
            seconds: "초",
            microseconds: "마이크로초",
            nanoseconds: "나노초",
        },
        unit_apply: template!("{ms}ms로 바꾸기"),
        stale: "ID 입력칸에 올바른 ID가 없어 위쪽 입력칸은 마지막으로 올바른 ID의 값을 그대로 보여 줍니다. \
            위쪽 입력칸의 값을 고치면 그 값으로 ID를 새로 만듭니다.",
    },
    result: ResultWords {
        label: "스노우플레이크 ID",
        hint: "ID(10진수, 0x 16진수, 0b 2진수)나 게시물 링크를 붙여 넣으면 입력칸이 채워집니다.",
        hint_short: "ID나 링크를 붙여 넣으세요",
        waiting: template!("{field} 입력 대기 중, 직전 ID 표시"),
        layout: "트위터 형식 · 에포크 2010-11-04",
        invalid: "위쪽 입력칸의 오류를 고치면 ID가 나타납니다.",
        copy_id: "ID 복사",
        copy_link: "링크 복사",
    },
    bits: BitWords {
        label: "64비트(최상위 비트부터)",
        bit_name: template!("{block} 블록 {width}비트 중 {index}번 비트(최하위 0번부터, ID의 {id_bit}번 비트): {value}"),
        bit_name_no_id: template!("{block} 블록 {width}비트 중 {index}번 비트(최하위 0번부터, ID의 {id_bit}번 비트), 아직 ID 없음"),
        // The bit shows "0": the name says it as a word of its own, not only in brackets, so what is
        // read out matches what is seen.
        sign_bit_name: "부호 비트, 항상 0: 부호 있는 64비트 정수로 해석해도 ID가 양수가 되도록 0으로 고정되어 있어 바꿀 수 \
            없습니다",
        help: "비트를 클릭하면 값이 뒤집힙니다. 키보드에서는 Tab 키로 비트 영역에 들어가 화살표 키로 이동한 뒤 \
            Space 키를 누르세요.",
        help_touch: "비트를 탭하면 값이 뒤집힙니다.",
        help_read_only: "Tab 키로 비트 영역에 들어가 화살표 키로 이동하면 비트마다 블록, 자리, 값을 읽어 줍니다.",
        block_names: PerBlock {
            sign: "부호",
            timestamp: "타임스탬프",
            datacenter: "데이터 센터",
            machine: "머신",
            sequence: "시퀀스",
        },
        legend_block: "블록",
        legend_width: "비트 수",
        legend_value: "값",
        legend_timestamp: template!("에포크 + {delta}ms = {unix_ms}"),
        sign_value_note: "항상 0",
        no_id: "그릴 ID가 없습니다. 주소에 ?embed=bits&id=4194439168처럼 올바른 스노우플레이크 ID를 넣으세요.",
    },
    time: TimeWords {
        counter: "스노우플레이크 이전의 일련번호라 시각이 없습니다.",
        counter_why: template!(
            "트위터는 2010년 11월에 스노우플레이크를 도입하기 전까지 게시물에 단순한 일련번호를 붙였고, {first}보다 \
            작은 ID는 모두 그 번호입니다(ID 20은 2006년 3월에 올라온 첫 트윗입니다). 이런 ID의 비트에는 시각이 \
            없습니다. 위에 취소선으로 표시한 시각은 스노우플레이크 계산식을 그대로 적용했을 때 나오는 값일 뿐, 실제 \
            시각이 아닙니다."
        ),
        example: "설명용 예제일 뿐, 실제 게시물의 ID가 아닙니다.",
        example_why: "아래 ‘직접 계산해 보기’에 나오는 예제입니다. 에포크에서 1초 뒤에 데이터 센터 1, 머신 1로 만든 \
            값이며, 이 ID를 가진 게시물은 없습니다. 실제로 이렇게 작은 ID는 스노우플레이크 이전의 일련번호라 시각을 \
            담고 있지 않습니다.",
        no_time: "실제 시각 아님:",
        future: "미래 시각입니다. ID를 만든 서버의 시계가 빨랐거나 트위터 형식 ID가 아닐 수 있습니다.",
        discord: template!("디스코드 ID로 해석하면: {iso}"),
        discord_link: "디스코드 에포크란?",
        now_used: "타임스탬프가 비어 있어 현재 시각을 사용했습니다:",
        resolved: "타임스탬프:",
        picker_open: "날짜 선택…",
        picker_label: "날짜와 시각 선택",
        zone_label: "오프셋 없는 날짜의 기준 시간대",
        zone_names: ZoneNames {
            local: "이 기기의 시간대",
            utc: "UTC",
        },
        use_now: "현재 시각 사용",
        utc: "UTC",
        local: "현지 시각",
        relative: "현재 기준",
        ago: template!("{span} 전"),
        from_now: template!("{span} 후"),
        just_now: "방금",
        units: RelativeUnits {
            years: ["년", "년"],
            months: ["개월", "개월"],
            days: ["일", "일"],
            hours: ["시간", "시간"],
            minutes: ["분", "분"],
            seconds: ["초", "초"],
        },
    },
    formats: FormatWords {
        heading: "다른 진법으로 나타낸 ID",
        decimal: "10진수",
        hex: "16진수",
        binary: "2진수",
        copy_decimal: "10진수 ID 복사",
        copy_hex: "16진수 ID 복사",
        copy_binary: "2진수 ID 복사",
        precision: template!(
            "ID는 일부러 텍스트로 복사합니다. 자바스크립트의 Number는 2^53까지만 정확하게 표현하는데, \
            타임스탬프가 {iso} 이후인 ID는 모두 이보다 큽니다. 그래서 Number(\"…\")나 JSON.parse를 거치면 \
            끝자리가 아무 경고 없이 바뀝니다. BigInt(\"…\")로 변환하거나 문자열로 다루세요."
        ),
    },
    export: ExportWords {
        heading: "비트 다이어그램을 파일로 저장",
        note: "프레임을 임베드할 수 없는 슬라이드, PDF, README에 쓰세요. ‘마크다운으로 복사’를 누르면 문서와 같은 \
            폴더에 저장한 SVG 파일을 표시하는 이미지 문법과 이 ID로 돌아오는 링크가 함께 복사됩니다.",
        svg: "SVG 다운로드",
        png: "PNG 다운로드(2배)",
        markdown: "마크다운으로 복사",
        failed: "이 브라우저에서는 PNG를 그리지 못했습니다. SVG는 그대로 쓸 수 있습니다.",
        picture_name: template!("스노우플레이크 ID {id}의 64비트(최상위 비트부터)"),
        image_alt: template!("스노우플레이크 ID {id}의 64비트"),
        markdown_link: "스노우플레이크 ID 생성기에서 이 ID 열기",
    },
    calculation: CalculationWords {
        heading: "이 ID의 계산 과정",
        subtract_step: "1단계: 타임스탬프에서 에포크를 빼서 델타를 구합니다.",
        shift_step: "2단계: 각 값을 64비트 안의 제자리로 비트 시프트합니다.",
        combine_step: "3단계: 비트 OR로 합칩니다. 필드끼리 겹치는 비트가 없으므로 비트 OR 결과는 모두 더한 값과 같습니다.",
        invalid: "모든 입력칸의 값이 올바르면 계산 과정이 나타납니다.",
    },
    code: CodeWords {
        heading: "코드로 보기",
        note: "현재 값으로 같은 계산을 하는 코드입니다. 어느 언어에서도 정확한 값이 나옵니다.",
        js_comment: "처음부터 끝까지 BigInt로 계산합니다. Number를 쓰면 ID가 반올림됩니다.",
    },
    tools: ToolWords {
        label: "도구",
        range: RangeWords {
            heading: "시간 구간으로 ID 찾기",
            intro: "시작 시각의 첫 밀리초부터 끝 시각의 마지막 밀리초까지 만들어질 수 있는 ID의 범위를 구하고, API \
                페이지네이션이나 테이블을 시간으로 필터링할 때 쓸 경계값을 보여 줍니다.",
            from: "시작",
            to: "끝",
            from_hint: "타임스탬프 입력칸처럼 유닉스 밀리초나 날짜를 입력하세요. 비워 두면 현재 시각입니다.",
            to_hint: "유닉스 밀리초나 날짜를 입력하세요. 비워 두면 시작과 같은 시각입니다.",
            to_placeholder: "시작과 같음",
            reversed: template!("시작({from})이 끝({to})보다 늦습니다. 두 값을 바꿔 입력하세요."),
            first: "시작 시각의 첫 ID",
            last: "끝 시각의 마지막 ID",
            since_id: "since_id (API v1.1·v2, 경계 제외)",
            since_none: "since_id는 넣지 마세요. 구간이 에포크에서 시작하므로 이보다 이른 ID가 없습니다.",
            max_id: "max_id (API v1.1, 경계 포함)",
            until_id: "until_id (API v2, 경계 제외)",
            until_none: "until_id는 넣지 마세요. 구간이 표현할 수 있는 마지막 시각에서 끝나므로 이보다 늦은 ID가 없습니다.",
            sql: "SQL",
            count: template!("이 구간에서 나올 수 있는 ID는 최대 {count}개입니다({ms}ms × 밀리초당 {per_ms}개)."),
            read: template!(
                "{from}부터 {to}까지로 해석했습니다. 오프셋 없는 날짜는 {zone} 기준이며, 날짜만 쓰면 그날 \
                00:00입니다."
            ),
            zone_link: "기준 시간대 바꾸기",
            invalid: "시작과 끝에 올바른 값을 입력하면 ID가 나타납니다.",
            copy_first: "첫 ID 복사",
            copy_last: "마지막 ID 복사",
            copy_since_id: "since_id 복사",
            copy_max_id: "max_id 복사",
            copy_until_id: "until_id 복사",
            copy_sql: "SQL 복사",
        },
        run: RunWords {
            heading: "생성기가 연달아 발급하는 ID",
            intro: template!(
                "위 ID에서 시작해 머신 한 대가 연달아 발급하는 ID입니다. 같은 밀리초 안에서는 시퀀스 번호가 1씩 늘어나고, \
                {max}까지 쓰고 나면 실제 생성기는 다음 밀리초까지 기다렸다가 0부터 다시 셉니다.",
            ),
            count_label: "ID 개수",
            count_hint: template!("{min}~{max}"),
            next_ms: "다음 밀리초까지 기다려 발급",
            row: template!("{ms}ms (+{offset}ms), 시퀀스 {sequence}"),
            limit: "연속 발급은 여기서 멈춥니다. 41비트 타임스탬프로는 이보다 늦은 밀리초를 표현할 수 없습니다.",
            shown: template!("ID {count}개 중 처음 {shown}개만 보여 줍니다. 복사하면 {count}개가 모두 복사됩니다."),
            copy: "ID 모두 복사(한 줄에 하나씩)",
            throughput: template!(
                "머신 한 대는 1밀리초에 ID를 {per_ms}개, 1초에 {per_second}개까지 발급할 수 있습니다. 데이터 센터와 머신의 \
                조합 {identities}개를 모두 합치면 1초에 {all_per_second}개입니다.",
            ),
            hazard: template!(
                "이 머신의 시계가 {back}ms 되돌아가 {iso}가 되면, 단순하게 구현한 생성기는 그 밀리초의 \
                시퀀스 번호를 다시 0부터 셉니다. 그러면 시계가 처음 그 밀리초를 지날 때 이미 발급한 ID를 또 발급하게 됩니다. \
                중복되는 ID는 {id}입니다. 실제 생성기는 발급을 거부하거나, 시계가 마지막으로 발급한 시각을 다시 지날 때까지 \
                기다립니다."
            ),
        },
        compare: CompareWords {
            heading: "두 ID 비교",
            a: "ID A",
            b: "ID B",
            hint: "10진수, 0x 16진수, 0b 2진수 ID나 게시물 링크를 입력하세요.",
            delta: "B − A",
            field: "필드",
            bits: "서로 다른 비트(^)",
            a_first: "A가 더 오래된 ID라서 먼저 정렬됩니다.",
            b_first: "B가 더 오래된 ID라서 먼저 정렬됩니다.",
            equal: "A와 B는 같은 ID입니다.",
            same_machine: "데이터 센터와 머신이 같으므로 머신 한 대가 둘 다 발급했을 수 있습니다.",
            other_machine: "데이터 센터나 머신이 다르므로 서로 다른 머신이 발급했습니다.",
            differs: "다름",
        },
        bulk: BulkWords {
            heading: "ID 목록 해석",
            label: "ID나 게시물 링크(한 줄에 하나씩)",
            sort: "ID순으로 정렬(시간순)",
            summary: template!("{rows}, {errors}"),
            // Korean nouns take no plural: one wording for every count.
            rows: Plural { one: template!("ID {count}개 해석 완료"), other: template!("ID {count}개 해석 완료") },
            refused: Plural { one: template!("실패 {count}줄"), other: template!("실패 {count}줄") },
            columns: BulkColumns {
                line: "줄",
                id: "ID",
                time: "시각(UTC)",
                datacenter: "데이터 센터",
                machine: "머신",
                sequence: "시퀀스",
            },
            repeated: "중복",
            counter: "일련번호(시각 없음)",
            example: "예제",
            page: template!("{from}~{to}행(전체 {rows}행)"),
            prev: "이전 페이지",
            next: "다음 페이지",
            errors_heading: "ID가 아닌 줄",
            error_line: template!("{line}번 줄: "),
            errors_more: template!("…외 {more}줄"),
            download_csv: "CSV 다운로드",
            download_json: "JSON 다운로드",
            copy_csv: "CSV 복사",
            copy_json: "JSON 복사",
        },
    },
    embed: EmbedWords {
        heading: "이 생성기 임베드하기",
        nav: "임베드",
        note: "아래 임베드 코드를 문서에 붙여 넣으세요. 프레임이 자신의 높이를 알려 주고 스크립트가 그에 맞춰 프레임 \
            크기를 조절하므로 스크롤바가 생기지 않습니다.",
        copy: "임베드 코드 복사",
        view_label: "프레임에 보일 내용",
        view_whole: "생성기 전체",
        view_compact: "입력칸, ID, 비트",
        view_bits: "ID 하나의 비트(읽기 전용)",
        view_range: "시간 구간으로 ID 찾기",
        view_height: template!("높이 {px}px"),
        lang_label: "언어",
        lang_reader: "방문자 브라우저 언어",
        theme_label: "테마",
        theme_reader: "방문자 시스템 설정",
        theme_names: ThemeNames {
            light: "라이트",
            dark: "다크",
        },
        values: "이 페이지의 값으로 시작",
        values_bits: "비트 다이어그램은 언제나 이 페이지의 ID를 보여 줍니다.",
        preview: "미리 보기",
    },
    messages: Messages {
        sentence: template!("{expected}. 입력값: {found}."),
        whole_number: template!("{min}~{max} 범위의 정수를 입력하세요"),
        unix_ms: template!("{min}~{max} 범위의 유닉스 밀리초를 숫자로만 입력하세요"),
        unix_ms_or_date: "유닉스 밀리초나 날짜와 시각을 입력하세요. 날짜는 YYYY-MM-DD 형식이며, 필요하면 HH:MM, :SS, \
            .mmm과 Z나 ±HH:MM을 덧붙일 수 있습니다(예: 2024-06-21, 2024-06-21 14:30, 2024-06-21T14:30:05.250+09:00)",
        not_before_epoch: template!("에포크인 {min} ({min_iso}) 이후 시각을 입력하세요"),
        not_after_limit: template!(
            "{max} ({max_iso}) 이전 시각을 입력하세요. 41비트 타임스탬프는 이 시각에서 \
            끝납니다"
        ),
        id_text: template!("0~{max} 범위의 ID를 10진수, 0x 16진수, 0b 2진수로 입력하세요"),
        id_not_negative: template!("0~{max} 범위의 수를 입력하세요. ID는 음수가 될 수 없습니다"),
        id_sign_bit_clear: template!("{max} (2^63 − 1) 이하의 ID를 입력하세요. 부호 비트는 0이어야 합니다"),
        id_64_bits: template!("{max} 이하의 수를 입력하세요. 64비트를 넘는 수는 스노우플레이크 ID가 될 수 없습니다"),
        found_nothing: "비어 있음",
        found_clock: template!(
            "비어 있음(이 기기의 시계 {ms}ms를 사용). 기기 시계가 맞지 않으니 타임스탬프를 직접 \
            입력하세요"
        ),
        open_quote: "\u{201C}",
        close_quote: "\u{201D}",
    },
    status: StatusWords {
        tool_loading: "도구를 불러오는 중…",
        tool_failed:
            "이 도구를 불러오지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도하세요. 위쪽 생성기는 그대로 쓸 수 있습니다.",
        retry: "다시 시도",
        below_failed:
            "페이지의 나머지 부분을 불러오지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도하세요. 위쪽 생성기는 그대로 쓸 수 \
            있습니다.",
        diagram_failed: "비트 다이어그램을 불러오지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도하세요.",
        new_build: "새 버전이 배포되었습니다.",
        build_gone: "이 부분의 코드는 이전 버전이라 서버에서 이미 삭제되었습니다. 새로고침하면 새 버전으로 열리고, 주소에 \
            담긴 값은 그대로 남습니다.",
        crash: "문제가 생겨 생성기가 멈췄습니다. 입력한 값은 주소에 남아 있습니다. ",
        reload: "새로고침",
    },
    numbers: NumberWords {
        digit_separator: ',',
        unit_gap: "",
        ms: "ms",
        duration_units: DurationUnits {
            days: "일",
            hours: "시간",
            minutes: "분",
            seconds: "초",
            millis: "ms",
        },
    },
};
