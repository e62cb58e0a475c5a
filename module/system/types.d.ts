// Type configuration for @league-of-foundry-developers/foundry-vtt-types.
// Areas add their own declarations beside their code (settings in SettingConfig, models in DataModelConfig).
export {};

declare global {
  /** Everything of ours runs from the init hook on, so `game` is set up. */
  interface AssumeHookRan {
    init: never;
  }

  interface SettingConfig {
    "eote.schemaVersion": number;
  }
}
