// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { restoreFields, typedBeforeHydration } from "./pre-hydration";

/** A form as the server rendered it, then the user's typing (properties changed, attributes left as rendered). */
function serverForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form id="f">
      <input name="name" value="Ana">
      <input name="phone" value="">
      <input name="untouched" value="same">
      <input type="checkbox" name="accept" value="yes">
      <select name="regime"><option value="simples" selected>S</option><option value="presumido">P</option></select>
      <input type="file" name="logo">
    </form>`;
  return document.getElementById("f") as HTMLFormElement;
}

describe("typedBeforeHydration / restoreFields", () => {
  it("leaves alone a select rendered with no option marked, until the user picks another", () => {
    // react-hook-form's register() renders a select without `selected`: the browser shows the first option, and
    // that is not a choice to write back over the form's default (the fiscal simulator's activity, say).
    document.body.innerHTML = `
      <form id="g">
        <select name="activity"><option value="comercio">C</option><option value="servicos">S</option></select>
      </form>`;
    const select = document.querySelector("select") as HTMLSelectElement;
    expect(typedBeforeHydration("g")).toEqual([]);
    select.value = "servicos";
    expect(typedBeforeHydration("g")).toEqual([{ name: "activity", value: "servicos" }]);
  });

  it("reads only what the user changed, and writes it back firing input events", () => {
    const form = serverForm();
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    field("name").value = "Ana Souza";
    field("phone").value = "(11) 98765-4321";
    field("accept").checked = true;
    (form.elements.namedItem("regime") as HTMLSelectElement).value = "presumido";
    const typed = typedBeforeHydration("f");
    expect(typed).toEqual([
      { name: "name", value: "Ana Souza" },
      { name: "phone", value: "(11) 98765-4321" },
      { name: "accept", value: "yes" },
      { name: "regime", value: "presumido" },
    ]);

    // What react-hook-form's register() does on hydration: every field back to its default.
    form.reset();
    const events: string[] = [];
    form.addEventListener("input", (e) => events.push((e.target as HTMLInputElement).name));
    restoreFields(form, typed);
    expect(field("name").value).toBe("Ana Souza");
    expect(field("phone").value).toBe("(11) 98765-4321");
    expect(field("accept").checked).toBe(true);
    expect((form.elements.namedItem("regime") as HTMLSelectElement).value).toBe("presumido");
    expect(field("untouched").value).toBe("same");
    expect(events).toEqual(["name", "phone", "accept"]);
  });

  it("finds nothing when the form is not the server's (a client-side navigation)", () => {
    document.body.innerHTML = "";
    expect(typedBeforeHydration("f")).toEqual([]);
  });
});
