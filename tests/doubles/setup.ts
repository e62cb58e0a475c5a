/**
 * Runs before every test file is imported: Foundry's globals exist before a system's modules load (its
 * dice terms extend foundry.dice.terms at import time), so each file starts with the dice double
 * installed, whatever its imports reach. Tests install their own doubles on top, as before.
 */
import { installFoundryDouble } from "./roll.ts";

installFoundryDouble(Math.random);
