import { getTranslations } from "next-intl/server";
import { TextLink } from "@/components/ui/text-link";

type LegalSection = { title: string; paragraphs: string[] };

/** Renders the Termos de Uso or the Política de Privacidade from messages (legal.terms / legal.privacy). */
export async function LegalDocument({ document }: { document: "terms" | "privacy" }) {
  const t = await getTranslations("legal");
  const sections = t.raw(`${document}.sections`) as LegalSection[];
  const contactEmail = t("contactEmail");
  const related =
    document === "terms"
      ? { href: "/privacy", label: t("privacy.title") }
      : { href: "/terms", label: t("terms.title") };

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mb-8 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight">{t(`${document}.title`)}</h1>
        <p className="text-muted-foreground mt-2 text-sm">{t("lastUpdated")}</p>
        <p className="mt-4 leading-relaxed">{t(`${document}.intro`)}</p>
      </header>
      <nav aria-label={t("tocLabel")} className="bg-muted/40 mb-10 rounded-lg border p-4">
        <ol className="grid gap-1 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.title}>
              <TextLink native href={`#secao-${index + 1}`}>
                {section.title}
              </TextLink>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-8">
        {sections.map((section, index) => (
          <section key={section.title} aria-labelledby={`secao-${index + 1}`}>
            <h2 id={`secao-${index + 1}`} className="mb-3 text-xl font-semibold">
              {section.title}
            </h2>
            <div className="text-foreground/90 space-y-3 leading-relaxed">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
        ))}
        <section aria-labelledby="contato" className="bg-muted/40 rounded-lg border p-5">
          <h2 id="contato" className="mb-2 text-xl font-semibold">
            {t("contactTitle")}
          </h2>
          <p className="leading-relaxed">
            {t("contactText")}{" "}
            <TextLink native href={`mailto:${contactEmail}`} className="font-medium">
              {contactEmail}
            </TextLink>
          </p>
        </section>
      </div>
      <p className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
        <TextLink href={related.href}>{t("seeAlso", { document: related.label })}</TextLink>
        <TextLink href="/">{t("backHome")}</TextLink>
      </p>
    </article>
  );
}
