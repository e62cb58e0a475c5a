/**
 * The narrative dice core: pure TypeScript with no Foundry global (issue 3).
 * This barrel is also the entry point of the standalone library dist/dice.mjs.
 */
export {};
