//! 한국어.

use super::{found_text, Strings};
use crate::snowflake::{group_digits, ErrorKind, Field, FieldError, IdError, IdErrorKind, EPOCH_MS, MAX_TIMESTAMP_MS};

pub static STRINGS: Strings = Strings {
    app_name: "스노우플레이크 ID 구성기",
    lang_name: "한국어",
    lang_switch_label: "언어",
    title: "스노우플레이크 ID 구성기: 64비트 트위터 스노우플레이크 ID를 비트 단위로 만들고 읽기",
    description: "타임스탬프, 데이터 센터 ID, 머신 ID, 시퀀스 번호로 트위터 방식의 스노우플레이크 ID를 만들거나, \
        가진 ID를 붙여 넣어 분해하고, 각 값이 64비트를 어떻게 채우는지 확인하세요.",
    form_label: "스노우플레이크 ID 입력값",
    field_labels: ["타임스탬프", "데이터 센터 ID", "머신 ID", "시퀀스"],
    field_hints: [
        "유닉스 밀리초, 1288834974657~3487858230208. 비워 두면 현재 시각입니다.",
        "0~31 (5비트)",
        "0~31 (5비트). 트위터에서는 워커 ID라고 불렀습니다.",
        "0~4095 (12비트)",
    ],
    timestamp_placeholder: "현재",
    use_now: "현재 시각 사용",
    now_used: "타임스탬프가 비어 있어 현재 시각을 사용했습니다:",
    now_unit: "ms",
    id_label: "스노우플레이크 ID",
    id_hint: "10진수, 0x 16진수, 0b 2진수로 된 ID를 입력하거나 붙여 넣으면 위 입력칸이 채워집니다.",
    id_invalid: "위 입력값에 오류가 있어 ID를 만들 수 없습니다.",
    time_utc: "UTC",
    time_local: "현지 시각",
    time_relative: "지금 기준",
    format_names: ["10진수", "16진수", "2진수"],
    copy: "복사",
    copy_names: ["10진수 ID 복사", "16진수 ID 복사", "2진수 ID 복사"],
    copied: "복사했습니다",
    copy_failed: "복사하지 못했습니다. 텍스트를 선택해 직접 복사하세요",
    copy_link: "현재 상태 링크 복사",
    precision_note: "ID는 일부러 텍스트로 복사됩니다. 자바스크립트의 Number는 2^53까지만 정확하고, \
        타임스탬프가 2010-11-28T22:14:18.305Z 이후인 ID는 모두 그보다 큽니다. Number(\"…\")나 JSON.parse를 \
        거치면 끝자리가 소리 없이 바뀌므로 BigInt(\"…\")로 읽거나 문자열로 다루세요.",
    bits_label: "64비트 (최상위 비트부터)",
    bits_help: "비트를 클릭하거나, Tab으로 비트 영역에 들어가 화살표 키로 옮긴 뒤 Space를 누르면 그 비트가 뒤집힙니다.",
    block_names: ["부호", "타임스탬프", "데이터 센터", "머신", "시퀀스"],
    legend_block: "블록",
    legend_width: "비트 수",
    legend_value: "값",
    sign_value_note: "항상 0",
    sign_bit_label:
        "부호 비트, 항상 0: 부호 있는 64비트 정수로 읽어도 ID가 양수가 되도록 비워 두는 비트라 바꿀 수 없습니다",
    calc_heading: "이 ID의 계산 과정",
    calc_steps: [
        "1단계: 타임스탬프에서 에포크를 빼서 델타를 구합니다.",
        "2단계: 각 값을 64비트 안의 제자리로 시프트합니다.",
        "3단계: 비트 OR로 합칩니다. 블록이 서로 겹치지 않으므로 OR 결과는 단순 합과 같습니다.",
    ],
    calc_invalid: "모든 입력값이 올바르면 계산 과정이 나타납니다.",
    code_heading: "코드로 보기",
    code_note: "현재 값으로 같은 계산을 하는 코드입니다. 어느 언어에서도 정확한 값이 나옵니다.",
    code_js_comment: "처음부터 끝까지 BigInt로 계산합니다. Number를 쓰면 ID가 반올림됩니다.",
    embed_heading: "이 구성기를 문서에 넣기",
    embed_note: "아래 코드를 문서에 붙여 넣으세요. 프레임이 자기 높이를 알려 주고 스크립트가 그 높이에 맞추므로 \
        스크롤바가 생기지 않습니다.",
    embed_copy: "임베드 코드 복사",
    locale: "ko",
    digit_separator: ',',
    field_error,
    id_error,
    bit_label: |block, place, width, id_bit, value| {
        format!("{block} 블록 {width}비트 중 {place}번째 (ID 비트 {id_bit}): {value}")
    },
    timestamp_value: |delta, unix_ms| format!("에포크 후 {delta} ms = {unix_ms}"),
};

fn group(value: u64) -> String {
    group_digits(value, STRINGS.digit_separator)
}

fn field_error(error: &FieldError) -> String {
    let field = error.field;
    let expected = match (field, error.kind) {
        (Field::Timestamp, ErrorKind::BeforeEpoch) => {
            format!("에포크 {} (2010-11-04T01:42:54.657Z) 이후의 시각", group(EPOCH_MS))
        }
        (Field::Timestamp, ErrorKind::AfterLimit) => {
            format!("41비트 필드가 끝나는 {} (2080-07-10T17:30:30.208Z)까지의 시각", group(MAX_TIMESTAMP_MS))
        }
        (Field::Timestamp, _) => {
            format!("{}부터 {}까지의 유닉스 밀리초 (숫자만)", group(EPOCH_MS), group(MAX_TIMESTAMP_MS))
        }
        _ => format!("{}부터 {}까지의 정수", field.min(), field.max()),
    };
    let found = found_text(&error.found, error.kind == ErrorKind::NotANumber, "없음", |ms| {
        format!("이 기기의 시계 {ms} ms. 타임스탬프를 직접 입력하세요")
    });
    format!("필요한 값: {expected}. 입력된 값: {found}.")
}

fn id_error(error: &IdError) -> String {
    let expected = match error.kind {
        IdErrorKind::SignBitSet => "부호 비트가 0인 ID, 최대 9223372036854775807 (2^63 − 1)",
        IdErrorKind::TooLarge => "64비트 이내의 수, 스노우플레이크 ID라면 최대 9223372036854775807",
        IdErrorKind::Negative => "0부터 9223372036854775807까지의 수 (ID는 음수가 될 수 없습니다)",
        IdErrorKind::Missing | IdErrorKind::NotANumber => {
            "10진수, 0x 16진수, 0b 2진수로 쓴 0~9223372036854775807 범위의 ID"
        }
    };
    let found = found_text(&error.found, error.kind == IdErrorKind::NotANumber, "없음", |_| String::new());
    format!("필요한 값: {expected}. 입력된 값: {found}.")
}
