import { describe, expect, it } from "vitest";
import { faqPage, organization, serialiseJsonLd, softwareApplication } from "./structured-data";

describe("structured data", () => {
  it("offers each plan at its database price in BRL", () => {
    const app = softwareApplication({
      url: "https://app.example.com.br",
      name: "Tributo Certo",
      description: "d",
      plans: [
        { name: "Básico", slug: "basic", monthlyPrice: "29.90" },
        { name: "Profissional", slug: "professional", monthlyPrice: "89.90" },
      ],
    });
    expect(app["@type"]).toBe("SoftwareApplication");
    expect(app.offers).toEqual([
      {
        "@type": "Offer",
        name: "Básico",
        price: "29.90",
        priceCurrency: "BRL",
        url: "https://app.example.com.br/register?plano=basic",
      },
      {
        "@type": "Offer",
        name: "Profissional",
        price: "89.90",
        priceCurrency: "BRL",
        url: "https://app.example.com.br/register?plano=professional",
      },
    ]);
  });

  it("builds an absolute logo URL and a FAQPage of questions with answers", () => {
    expect(organization({ url: "https://x.com.br", name: "T", description: "d" }).logo).toBe(
      "https://x.com.br/icons/icon-512.png",
    );
    const faq = faqPage([{ question: "Q?", answer: "A." }]);
    expect(faq.mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
    ]);
  });

  it("cannot be closed from inside the script element", () => {
    const json = serialiseJsonLd(faqPage([{ question: "</script><script>alert(1)</script>", answer: "a" }]));
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json).mainEntity[0].name).toBe("</script><script>alert(1)</script>");
  });
});
