//! 한국어.
//!
//! Terms and spacing follow `docs/glossary.md`: 입력칸 for a form input, 필드 for the ID's bit
//! fields, 블록 for a layout's blocks (the diagram, the tools, the layout editor), 시간 블록 for
//! the block that holds the time, ID 서버 for what issues IDs (생성기 is this page); a number is
//! glued to its unit (`5비트`, `3ms`); ranges are written `{min}~{max}`.

use super::{
    BitWords, BlockWords, CalculationWords, CodeWords, DurationUnits, EmbedWords, ExportWords, FieldWords, FormatWords,
    LayoutNames, LayoutWords, Messages, NumberWords, PageWords, Plural, RelativeUnits, ResultWords, StatusWords, Strings,
    TagStyles, ThemeNames, TimeUnitNames, TimeWords, ZoneNames,
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
    layout: LayoutWords {
        label: "ID 형식",
        names: LayoutNames {
            twitter: "트위터",
            discord: "디스코드",
            instagram: "인스타그램",
            sonyflake: "Sonyflake",
            mastodon: "마스토돈",
            custom: "직접 정의",
        },
        editor: "직접 정의한 형식",
        epoch: "에포크",
        epoch_hint: "유닉스 밀리초나 2015-01-01 같은 날짜. 오프셋이 없는 날짜는 UTC 기준으로 해석합니다. 시간 블록은 이 시각부터 셉니다.",
        tick: "틱(ms)",
        tick_hint: "시간 블록의 값 1이 나타내는 밀리초: 1, 10, 1000…",
        blocks: "블록",
        blocks_hint: "블록을 키:비트 수 꼴로 최상위 블록부터 쉼표로 이어 적고, 비트 수의 합계를 64로 맞추세요. sign은 \
            부호 비트, timestamp는 시간 블록이고 그 밖의 키는 일반 숫자 값입니다(예: sign:1,timestamp:41,node:10,sequence:12).",
        switched: "디스코드 메시지 링크라서 디스코드 형식으로 해석했습니다.",
        tag: "디스코드 타임스탬프",
        tag_style: "스타일",
        tag_styles: TagStyles {
            short_time: "시각(짧게)",
            long_time: "시각(길게)",
            short_date: "날짜(짧게)",
            long_date: "날짜(길게)",
            short_date_time: "날짜와 시각(짧게)",
            long_date_time: "날짜와 시각(길게)",
            relative: "상대 시각",
        },
        copy_tag: "디스코드 타임스탬프 복사",
        sources: "형식별 출처",
    },
    fields: FieldWords {
        form_label: "스노우플레이크 ID를 만드는 값",
        labels: BlockWords {
            sign: "부호",
            timestamp: "타임스탬프",
            datacenter: "데이터 센터 ID",
            machine: "머신 ID",
            sequence: "시퀀스 번호",
            worker: "워커 ID",
            process: "프로세스 ID",
            increment: "증가 카운터",
            shard: "샤드 ID",
        },
        timestamp_hint: template!(
            "{min}~{max} 범위의 유닉스 밀리초나 2024-06-21T14:30Z 같은 날짜. 비워 두면 현재 시각입니다."
        ),
        tick_note: template!("시간은 {ms}ms 틱 단위로 셉니다. 틱 중간의 시각을 넣으면 그 틱의 시작 시각이 됩니다."),
        number_hint: template!("{min}~{max} ({bits})"),
        machine_hint: template!("{min}~{max} ({bits}), 트위터의 워커 ID"),
        bits: Plural { one: template!("{count}비트"), other: template!("{count}비트") },
        timestamp_placeholder: "현재 시각",
        unit_guess: template!("유닉스 {unit} 단위 값으로 보입니다. 밀리초로 바꾸면 {ms} ({iso})입니다."),
        unit_names: TimeUnitNames {
            seconds: "초",
            microseconds: "마이크로초",
            nanoseconds: "나노초",
        },
        unit_apply: template!("{ms}ms로 바꾸기"),
        stale: "ID 입력칸에 유효한 ID가 없습니다. 위쪽 입력칸에는 마지막으로 유효했던 ID의 값이 남아 있습니다. \
            위쪽 입력칸의 값을 고치면 그 값으로 ID를 새로 만듭니다.",
    },
    result: ResultWords {
        label: "스노우플레이크 ID",
        hint: "ID(10진수, 0x 16진수, 0b 2진수)나 게시물 링크를 붙여 넣으면 입력칸이 채워집니다.",
        hint_short: "ID나 링크를 붙여 넣으세요",
        waiting: template!("{field} 입력 대기 중, 직전 ID 표시"),
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
        block_names: BlockWords {
            sign: "부호",
            timestamp: "타임스탬프",
            datacenter: "데이터 센터",
            machine: "머신",
            sequence: "시퀀스",
            worker: "워커",
            process: "프로세스",
            increment: "증가 카운터",
            shard: "샤드",
        },
        legend_block: "블록",
        legend_width: "비트 수",
        legend_value: "값",
        legend_timestamp: template!("에포크 + {delta}ms = {unix_ms}"),
        legend_ticks: template!("에포크 + {ticks}틱 × {tick}ms = {unix_ms}"),
        sign_value_note: "항상 0",
        no_id: "그릴 ID가 없습니다. URL에 ?embed=bits&id=4194439168처럼 유효한 스노우플레이크 ID를 넣으세요.",
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
        at_epoch: "시간 블록이 모두 0이라 에포크 시각과 같습니다.",
        at_epoch_why: "시간 블록의 비트가 모두 0이라 이 형식의 에포크와 정확히 같은 시각이 나옵니다. 형식을 막 도입했을 \
            때 발급한 ID일 수도 있지만, 이렇게 작은 값은 대개 일련번호나 테스트 값입니다.",
        future: "미래 시각입니다. ID를 만든 서버의 시계가 빨랐거나 이 형식의 ID가 아닐 수 있습니다.",
        others: "같은 비트를 다른 형식으로 해석하면",
        other_future: "미래 시각",
        other_at_epoch: "에포크 시각 그대로(시간 블록이 모두 0)",
        other_sign: "이 형식의 ID일 수 없음(부호 비트가 1이 됨)",
        other_switch: template!("{name} 형식으로 해석하기"),
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
        note: "iframe을 넣을 수 없는 슬라이드, PDF, README에 쓰세요. ‘마크다운으로 복사’를 누르면 이미지와 링크가 \
            담긴 마크다운이 복사됩니다. 이미지는 문서와 같은 폴더에 저장한 SVG 파일을 가리키고, 링크는 생성기에서 이 ID를 \
            다시 엽니다.",
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
        tick_step: template!("1단계: 타임스탬프에서 에포크를 뺀 값을 틱 길이 {ms}ms로 나눠 몫을 구합니다(나머지는 버립니다)."),
        shift_step: "2단계: 각 값을 64비트 안의 제자리로 비트 시프트합니다.",
        combine_step: "3단계: 비트 OR로 합칩니다. 블록끼리 겹치는 비트가 없으므로 비트 OR 결과는 모두 더한 값과 같습니다.",
        invalid: "모든 입력칸의 값이 유효하면 계산 과정이 나타납니다.",
    },
    code: CodeWords {
        heading: "코드로 보기",
        note: "현재 값으로 같은 계산을 하는 코드입니다. 어느 언어에서도 정확한 값이 나옵니다.",
        js_comment: "처음부터 끝까지 BigInt로 계산합니다. Number를 쓰면 ID가 반올림됩니다.",
    },
    tools: super::ko_tools::TOOLS,
    embed: EmbedWords {
        heading: "이 생성기 임베드하기",
        nav: "임베드",
        note: "스크립트는 사이트 설정에 한 번만 넣고, 요소는 보여 줄 자리마다 넣으세요. iframe 높이가 내용에 맞춰지고 \
            사이트의 라이트·다크 테마를 따라갑니다.",
        iframe_note: "스크립트를 넣을 수 없는 곳에 씁니다. 높이는 700px 본문에 이 보기가 다 들어가게 고정되고, 테마는 방문자 \
            설정을 따릅니다.",
        host_label: "붙여 넣을 곳",
        host_html: "HTML 페이지",
        host_iframe: "iframe만(스크립트 없이)",
        copy: "임베드 코드 복사",
        view_label: "iframe에 보일 내용",
        view_whole: "생성기 전체",
        view_compact: "입력칸, ID, 비트",
        view_bits: "비트 다이어그램만(읽기 전용)",
        view_range: "시간 구간으로 ID 찾기",
        view_height: template!("높이 {px}px"),
        lang_label: "언어",
        lang_reader: "방문자 브라우저 언어",
        theme_label: "테마",
        theme_reader: "사이트 설정(없으면 방문자 설정)",
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
        not_after_limit: template!("{max} ({max_iso}) 이전 시각을 입력하세요. 이 형식의 시간 블록으로는 이 시각까지만 \
            나타낼 수 있습니다"),
        id_text: template!("0~{max} 범위의 ID를 10진수, 0x 16진수, 0b 2진수로 입력하세요"),
        id_not_negative: template!("0~{max} 범위의 수를 입력하세요. ID는 음수가 될 수 없습니다"),
        id_sign_bit_clear: template!("{max} (2^63 − 1) 이하의 ID를 입력하세요. 부호 비트는 0이어야 합니다"),
        id_64_bits: template!("{max} 이하의 수를 입력하세요. 64비트를 넘는 수는 스노우플레이크 ID가 될 수 없습니다"),
        layout_name: template!("{names} 중 하나를 입력하세요"),
        blocks_text: template!("키:비트 수 형태의 블록을 쉼표로 이어 최대 {max}개까지 입력하세요(예: \
            timestamp:41,node:10,sequence:13)"),
        block_key: "키는 영문 소문자로 시작하고 영문 소문자, 숫자, _만 써서 16자 이내로 입력하세요",
        key_not_parameter: template!("URL 파라미터 이름({names})은 예약어라서 키로 쓸 수 없습니다. 다른 키를 \
            입력하세요"),
        key_not_column: template!("‘ID 목록 해석’이 내보내는 CSV와 JSON에는 {names} 열이 있습니다. 이 열 \
            이름은 예약어라서 키로 쓸 수 없습니다. 다른 키를 입력하세요"),
        list_gap: ", ",
        list_last: ", ",
        keys_distinct: "같은 키는 한 번만 쓰세요",
        block_width: template!("블록마다 비트 수를 {min}~{max} 범위로 입력하세요"),
        widths_sum: template!("비트 수의 합계가 {total}비트가 되게 하세요"),
        one_time_block: "시간 블록(키 timestamp)을 정확히 하나 넣으세요",
        sign_on_top: "부호 블록(키 sign)을 넣으려면 1비트로 맨 앞에 두세요",
        epoch_range: template!("에포크는 {min}~{max} 범위로 입력하세요"),
        tick_range: template!("틱은 {min}~{max}ms 범위로 입력하세요"),
        window_end: template!("시간 블록의 비트 수나 틱을 줄여, 마지막 틱이 {max} ({max_iso}) 이전에 끝나게 하세요. \
            이 시각이 브라우저가 다룰 수 있는 마지막 시각입니다"),
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
        build_gone: "이 부분의 코드는 이전 버전이라 서버에서 이미 삭제되었습니다. 새로고침하면 새 버전으로 열리고, URL에 \
            담긴 값은 그대로 남습니다.",
        crash: "문제가 생겨 생성기가 멈췄습니다. 입력한 값은 URL에 남아 있습니다. ",
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
