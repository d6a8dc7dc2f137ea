// End to end: every hostile input pasted, and one of each kind typed key by key, into the
// machine and sequence fields, the other fields valid (hostile-fields.mjs). A file of its own
// so that two browsers share the four fields' cases.
import { hostileFieldsTest } from "./hostile-fields.mjs";

hostileFieldsTest(["machine", "sequence"]);
