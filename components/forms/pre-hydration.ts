/** A field's name and the value a user gave it (a checkbox's value when checked; unchecked ones are left out). */
export type TypedField = { name: string; value: string };

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (el: Element): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** Whether the user changed this field from what the server rendered. */
function changedByUser(el: Field): boolean {
  if (el instanceof HTMLSelectElement) {
    const options = [...el.options];
    // A select rendered with no option marked (react-hook-form's register() sets the value only once it attaches)
    // shows its first enabled option: that one is what the server rendered, not a user's choice.
    if (!options.some((o) => o.defaultSelected))
      return el.multiple ? el.selectedOptions.length > 0 : el.selectedIndex !== options.findIndex((o) => !o.disabled);
    return options.some((o) => o.selected !== o.defaultSelected);
  }
  if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio"))
    return el.checked !== el.defaultChecked;
  return el.value !== el.defaultValue;
}

/**
 * The fields of the server-rendered form `formId` that the user changed before the page hydrated; none on the
 * server, or when the form is not in the document (a client-side navigation renders it fresh). Passwords and
 * file inputs are included only as the browser keeps them: a password is read here and written back, never stored.
 */
export function typedBeforeHydration(formId: string): TypedField[] {
  if (typeof document === "undefined") return [];
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return [];
  return [...form.elements].filter(isField).flatMap((el) => {
    if (!el.name || el.type === "file" || !changedByUser(el)) return [];
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio"))
      return el.checked ? [{ name: el.name, value: el.value }] : [{ name: el.name, value: "" }];
    return [{ name: el.name, value: el.value }];
  });
}

/**
 * Sets a value the way typing does, so React's onChange fires even when the DOM already shows it (a controlled field
 * keeps what was typed through hydration while its state is still the server's): the element's own setter first
 * records another value in React's tracker, then the prototype's setter puts the value in and an input event follows.
 */
function type(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  el.value = value === "" ? " " : "";
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
  el.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Writes `fields` back into `form`, firing the events a user's own typing, choosing or ticking would, so
 * react-hook-form (registered or controlled fields) and masks take the values as typed. A checkbox or radio is
 * ticked when its value is listed under its name and unticked when its name is listed with another value.
 */
export function restoreFields(form: HTMLFormElement, fields: TypedField[]): void {
  const byName = new Map<string, string[]>();
  for (const { name, value } of fields) byName.set(name, [...(byName.get(name) ?? []), value]);
  for (const el of [...form.elements].filter(isField)) {
    const values = byName.get(el.name);
    if (!values || el.type === "file" || el.disabled) continue;
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
      if (el.checked !== values.includes(el.value)) el.click();
    } else if (el instanceof HTMLSelectElement) {
      if (el.value !== values[0]) {
        el.value = values[0];
        el.dispatchEvent(new Event("change", { bubbles: true }));
      }
    } else {
      // Fields that share a name take its values in document order, as FormData lists them.
      type(el, values.shift() ?? el.value);
    }
  }
}
