// Release step (split.mjs): short names for the main module's imports from its JS glue.
//
// wasm-bindgen names each import after the JS function and a 16-digit hash
// (`__wbg_set_textContent_0177b2a6d9293c2c`), and writes every name twice: in the module's
// import section and as a key of the glue's import object. The hashes do not compress, and the
// first visit downloads both files before its first answer. Renaming them is safe because
// nothing else refers to them: the glue builds the object and hands it to
// `WebAssembly.instantiate`, and each name is checked to occur once, as that key.
import { rewrite } from "./rewrite.mjs";

const IMPORT_SECTION = 2;

function readLeb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    if (at >= bytes.length || shift > 49) throw new Error("imports: a number runs past the module's end or its size");
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

function leb(value) {
  const out = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    out.push(byte);
  } while (value > 0);
  return out;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
const encode = (text) => [...leb(Buffer.byteLength(text)), ...Buffer.from(text)];

/** 1 for a value or reference type written in one byte; the typed references' longer forms stop. */
function oneByteType(byte) {
  if (byte === 0x63 || byte === 0x64) throw new Error("imports: a typed reference in an import, which this step does not read");
  return 1;
}

/** Where an import's description ends, from its kind byte at `at`. */
function skipDescription(bytes, at) {
  const kind = bytes[at++];
  const limits = (p) => {
    const flags = bytes[p++];
    // 1: a maximum, 2: shared, 4: 64-bit; any other flag changes the layout.
    if (flags & ~0x07) throw new Error(`imports: unknown limits flags ${flags}`);
    [, p] = readLeb(bytes, p);
    if (flags & 1) [, p] = readLeb(bytes, p);
    return p;
  };
  switch (kind) {
    case 0: return readLeb(bytes, at)[1]; // function: its type index
    case 1: return limits(at + oneByteType(bytes[at])); // table: element type, limits
    case 2: return limits(at); // memory: limits
    case 3: return at + oneByteType(bytes[at]) + 1; // global: value type, mutability
    case 4: return readLeb(bytes, at + 1)[1]; // tag: attribute, type index
    default: throw new Error(`imports: unknown import kind ${kind}`);
  }
}

/** `a`, `b`, … `z`, `A` … `Z`, `aa`, `ab`, …: short names that are plain JS property names. */
export function shortName(index) {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  let name = "";
  let n = index;
  do {
    name = letters[n % letters.length] + name;
    n = Math.floor(n / letters.length) - 1;
  } while (n >= 0);
  return name;
}

/**
 * The module `wasm` with every import from `glueModule` renamed, and the glue `js` with its
 * import object's keys renamed to match (the module's own name becomes `a`).
 */
export function shortenImports(wasm, js, glueModule) {
  let at = 8;
  let section;
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, body] = readLeb(wasm, at + 1);
    if (id === IMPORT_SECTION) {
      section = { start: at, body, end: body + size };
      break;
    }
    at = body + size;
  }
  if (!section) throw new Error("imports: the module has no import section");

  let [count, p] = readLeb(wasm, section.body);
  const entries = [];
  const renamed = new Map();
  for (let i = 0; i < count; i++) {
    let length;
    [length, p] = readLeb(wasm, p);
    const module = utf8.decode(wasm.subarray(p, p + length));
    p += length;
    [length, p] = readLeb(wasm, p);
    const name = utf8.decode(wasm.subarray(p, p + length));
    p += length;
    const descriptionEnd = skipDescription(wasm, p);
    const description = wasm.subarray(p, descriptionEnd);
    p = descriptionEnd;
    if (module === "a") throw new Error("imports: the module already imports from a module named a");
    if (module === glueModule) {
      if (!renamed.has(name)) renamed.set(name, shortName(renamed.size));
      entries.push(["a", renamed.get(name), description]);
    } else {
      entries.push([module, name, description]);
    }
  }
  if (p !== section.end) throw new Error("imports: the import section did not parse to its end");
  if (renamed.size === 0) throw new Error(`imports: no import from ${glueModule}: has wasm-bindgen's output changed?`);

  const body = [...leb(count)];
  for (const [module, name, description] of entries) body.push(...encode(module), ...encode(name), ...description);
  const out = Buffer.concat([
    wasm.subarray(0, section.start),
    Buffer.from([IMPORT_SECTION, ...leb(body.length), ...body]),
    wasm.subarray(section.end),
  ]);

  // The glue: each name is a key of the import object, written as `name: function(`, and
  // occurs nowhere else.
  for (const [name, short] of renamed) {
    const occurrences = js.split(name).length - 1;
    if (occurrences !== 1) throw new Error(`imports: ${name} occurs ${occurrences} times in the glue, not once as its key`);
    js = rewrite(js, `\n        ${name}: function(`, `\n        ${short}: function(`, 1, `imports: the glue's key ${name}`);
  }
  js = rewrite(js, `"${glueModule}": import0,`, "a: import0,", 1, "imports: the glue's module name");
  return { wasm: out, js, renamed: renamed.size };
}
