//! 한국어: the tools' words, in a file of their own for their length.

use super::{BulkColumns, BulkWords, CompareWords, Plural, RangeWords, RunWords, ToolWords};
use crate::template;

pub(super) const TOOLS: ToolWords = ToolWords {
    label: "도구",
    no_layout: "ID 입력칸 아래에 ID 형식 오류가 표시되어 있는 동안에는 이 도구를 쓸 수 없습니다. 오류를 고치면 다시 결과가 \
        나타납니다.",
    range: RangeWords {
        heading: "시간 구간으로 ID 찾기",
        intro: "시작 시각의 첫 밀리초부터 끝 시각의 마지막 밀리초까지 발급될 수 있는 ID의 범위를 구합니다. API \
            페이지네이션이나 테이블을 시간으로 필터링할 때 아래 경계값을 쓰세요.",
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
        until_none: "until_id는 넣지 마세요. 구간이 이 형식으로 나타낼 수 있는 마지막 시각에서 끝나므로 이보다 늦은 ID가 없습니다.",
        after: "after (디스코드 API, 경계 제외)",
        before: "before (디스코드 API, 경계 제외)",
        after_none: "after는 넣지 마세요. 구간이 에포크에서 시작하므로 이보다 이른 ID가 없습니다.",
        before_none: "before는 넣지 마세요. 구간이 이 형식으로 나타낼 수 있는 마지막 시각에서 끝나므로 이보다 늦은 ID가 없습니다.",
        copy_after: "after 복사",
        copy_before: "before 복사",
        sql: "SQL",
        count: template!("이 구간에서 나올 수 있는 ID는 최대 {count}개입니다({ms}ms × 밀리초당 {per_ms}개)."),
        count_ticks: template!("이 구간에서 나올 수 있는 ID는 최대 {count}개입니다({tick}ms 틱 {ticks}개 × 틱당 {per_tick}개)."),
        unsorted: "이 형식은 시간 블록이 맨 앞에 있지 않아 ID 순서가 시간 순서와 다릅니다. 그래서 시간 구간에 해당하는 ID를 \
            하나의 범위로 나타낼 수 없습니다.",
        read: template!(
            "{from}부터 {to}까지로 해석했습니다. 오프셋 없는 날짜는 {zone} 기준이며, 날짜만 쓰면 그날 \
            00:00입니다."
        ),
        zone_link: "기준 시간대 바꾸기",
        invalid: "시작과 끝에 유효한 값을 입력하면 ID가 나타납니다.",
        copy_first: "첫 ID 복사",
        copy_last: "마지막 ID 복사",
        copy_since_id: "since_id 복사",
        copy_max_id: "max_id 복사",
        copy_until_id: "until_id 복사",
        copy_sql: "SQL 복사",
    },
    run: RunWords {
        heading: "ID 서버가 연달아 발급하는 ID",
        intro: template!(
            "위 ID에서 시작해 ID 서버 한 대가 연달아 발급하는 ID입니다. 같은 {tick} 안에서는 {counter} 블록이 1씩 늘어납니다. \
            {max}까지 다 쓰면 실제 ID 서버는 다음 {tick}까지 기다렸다가 0부터 다시 셉니다.",
        ),
        count_label: "ID 개수",
        count_hint: template!("{min}~{max}"),
        millisecond: "밀리초",
        tick: template!("{ms}ms 틱"),
        next_tick: template!("다음 {tick}까지 기다려 발급"),
        row: template!("{ms}ms (+{offset}ms), {counter} {value}"),
        limit: "연속 발급은 여기서 멈춥니다. 시간 블록으로는 이보다 늦은 틱을 표현할 수 없습니다.",
        shown: template!("ID {count}개 중 처음 {shown}개만 보여 줍니다. 복사하면 {count}개가 모두 복사됩니다."),
        copy: "ID 모두 복사(한 줄에 하나씩)",
        throughput: template!(
            "ID 서버 한 대는 {tick}마다 ID를 {per_tick}개, 1초에 {per_second}개까지 발급할 수 있습니다. 이 형식으로 \
            구별할 수 있는 ID 서버는 {generators}대이고, 모두 합치면 1초에 {all_per_second}개입니다.",
        ),
        hazard: template!(
            "이 ID 서버의 시계가 {back}ms 되돌아가 {iso}가 되면, 단순하게 구현한 ID 서버는 그 틱의 시퀀스를 다시 0부터 \
            셉니다. 그러면 시계가 그 시각을 처음 지날 때 발급했던 ID가 또 나옵니다. 중복되는 ID는 {id}입니다. \
            실제 ID 서버는 발급을 거부하거나, 시계가 마지막 발급 시각을 다시 지날 때까지 기다립니다."
        ),
        no_counter: "이 형식에는 시퀀스나 증가 카운터 블록(키 sequence, increment)이 없습니다. ID 서버 한 대가 같은 \
            틱에 발급한 ID를 어떻게 구별하는지 알 수 없으므로 연속 발급을 보여 줄 수 없습니다.",
    },
    compare: CompareWords {
        heading: "두 ID 비교",
        a: "ID A",
        b: "ID B",
        hint: "10진수, 0x 16진수, 0b 2진수 ID나 게시물 링크를 입력하세요.",
        delta: "B − A",
        field: "블록",
        bits: "서로 다른 비트(^)",
        a_first: "A가 더 오래된 ID라서 먼저 정렬됩니다.",
        b_first: "B가 더 오래된 ID라서 먼저 정렬됩니다.",
        equal: "A와 B는 같은 ID입니다.",
        same_generator: "ID 서버를 구별하는 블록이 모두 같으므로 같은 ID 서버가 둘 다 발급했을 수 있습니다.",
        other_generator: "ID 서버를 구별하는 블록 중 하나라도 다르므로 서로 다른 ID 서버가 발급했습니다.",
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
        columns: BulkColumns { line: "줄", id: "ID", time: "시각(UTC)" },
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
};
