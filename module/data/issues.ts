/** The shape of a validation problem, shared by the field checks and the cross-field rules. */
export interface ValidationIssue {
  /** Dotted path inside `system`, e.g. "skills.rangedLight.rank"; "" for the whole object. */
  path: string;
  /** i18n key under EOTE.Error.Validation. */
  key: string;
  /** English message, for logs, the CLI and the pack build. */
  message: string;
  data: Record<string, string | number>;
}

export type DocumentName = "Actor" | "Item";

export interface ValidateOptions {
  /** Accept missing fields (Foundry fills them with their initial values). Default false. */
  partial?: boolean;
}

const V = "EOTE.Error.Validation";

export function issue(path: string, key: string, message: string, data: Record<string, string | number> = {}): ValidationIssue {
  // Specs may name a full key (EOTE.Error.Validation.UnknownSkill); short names get the prefix.
  const fullKey = key.startsWith("EOTE.") ? key : `${V}.${key}`;
  return { path, key: fullKey, message, data: { path, ...data } };
}

