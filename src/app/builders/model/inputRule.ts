/** A rule an override adds to one input: a shared rule of its own (src/rules/orderRules.ts) and a hint. */
export interface InputRule {
  validate?: (value: unknown) => string | undefined;
  helperText?: string;
}
