/**
 * A form's values as one flat record, as our GM forms read them: checkboxes as booleans, a radio group
 * as its checked radio's value, every other named control as its text. The rules' readers (the models'
 * `…FromForm`) then validate each value.
 */
export function formValues(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const element of Array.from(form.elements) as HTMLInputElement[]) {
    if (!element.name) continue;
    if (element.type === "radio" && !element.checked) continue;
    values[element.name] = element.type === "checkbox" ? element.checked : element.value;
  }
  return values;
}
