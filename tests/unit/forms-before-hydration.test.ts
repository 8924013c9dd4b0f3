import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Guard for docs/performance.md, "Forms before hydration": a form that submits through JavaScript renders
// <Form> (components/forms/form.tsx), which keeps what was typed before hydration and holds a submit until then.
// A bare <form> is allowed only where the browser's own submit already does the job: a GET search/filter form
// (its fields belong in the URL) or a form whose action is a server action (it posts without JavaScript).

const ROOTS = ["app", "components"];
const SHARED_FORM = path.join("components", "forms", "form.tsx");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [file] : [];
  });
}

/** Every bare <form ...> opening tag of a file, with its attributes. */
const bareForms = (source: string) => [...source.matchAll(/<form\b([^>]*)>/g)].map((m) => m[1]);

const nativeSubmitIsEnough = (attributes: string) =>
  /\bmethod="get"/.test(attributes) || /\baction=\{\w+Action\}/.test(attributes);

describe("forms before hydration", () => {
  const files = ROOTS.flatMap(sourceFiles).filter((f) => f !== SHARED_FORM);

  it("finds the app's forms (the walk is not empty)", () => {
    const withForms = files.filter((f) => /<Form\b/.test(readFileSync(f, "utf8")));
    expect(withForms.length).toBeGreaterThan(20);
    expect(withForms).toContain(path.join("components", "account", "profile-form.tsx"));
    expect(withForms).toContain(path.join("components", "auth", "sign-in-form.tsx"));
  });

  it("renders every JavaScript-submitted form through the shared <Form>", () => {
    const offenders = files.flatMap((file) =>
      bareForms(readFileSync(file, "utf8"))
        .filter((attributes) => !nativeSubmitIsEnough(attributes))
        .map((attributes) => `${file}: <form${attributes.replace(/\s+/g, " ")}>`),
    );
    expect(offenders).toEqual([]);
  });

  it("imports <Form> from the shared module wherever it is used", () => {
    const missing = files.filter((file) => {
      const source = readFileSync(file, "utf8");
      return /<Form\b/.test(source) && !source.includes('from "@/components/forms/form"');
    });
    expect(missing).toEqual([]);
  });

  it("recognises what it must refuse", () => {
    expect(
      bareForms('<form onSubmit={submit} noValidate className="grid">').filter((a) => !nativeSubmitIsEnough(a)),
    ).toHaveLength(1);
    expect(bareForms('<form method="post" onSubmit={submit}>').filter((a) => !nativeSubmitIsEnough(a))).toHaveLength(1);
    expect(bareForms('<form method="get" role="search">').filter((a) => !nativeSubmitIsEnough(a))).toHaveLength(0);
    expect(bareForms("<form action={signOutAction}>").filter((a) => !nativeSubmitIsEnough(a))).toHaveLength(0);
  });
});
