/** The combat shell's tests use the shared double set (tests/doubles); these names are kept for them. */
export {
  actors, DERIVE, FakeActor, FakeItem, installFoundry as installCombatDouble, localized, messages, notice, noticeKeys, notices, packItem, packSource, register,
  type FakeEffect, type PackDoc,
} from "./index.ts";
