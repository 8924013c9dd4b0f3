import { Document, Image, Page, Text, View } from "@react-pdf/renderer";
import { stepValue, type Translate } from "../format";
import type { Fact, ReportDocument, ReportSection, ReportTable, StepGroup } from "../model";
import { BarChart } from "./chart";
import { COLORS, styles as s } from "./styles";

// The layout of every report: a cover, then the overview and one block per section (inputs, results, tables,
// chart, memória de cálculo with the source of each step, notes), then assumptions and the disclaimer. The
// footer of every page carries the generation date and "Página n de N".

function Facts({ items }: { items: Fact[] }) {
  return (
    <View>
      {items.map((f, i) => (
        <View key={i} style={s.factRow} wrap={false}>
          <Text style={s.factLabel}>{f.label}</Text>
          <Text style={s.factValue}>{f.value}</Text>
        </View>
      ))}
    </View>
  );
}

function Table({ table }: { table: ReportTable }) {
  const numeric = new Set(table.numeric ?? []);
  const width = (i: number) => ({ flex: i === 0 ? 2 : 1 });
  return (
    <View style={s.table}>
      <View wrap={false}>
        <Text style={s.caption}>{table.caption}</Text>
        <View style={s.tr}>
          {table.columns.map((c, i) => (
            <Text key={i} style={[s.th, width(i), numeric.has(i) ? s.right : {}]}>
              {c}
            </Text>
          ))}
        </View>
      </View>
      {table.rows.map((row, r) => (
        <View key={r} style={[s.tr, r === table.highlight ? { backgroundColor: COLORS.zebra } : {}]} wrap={false}>
          {row.map((cell, i) => (
            <Text
              key={i}
              style={[s.td, width(i), numeric.has(i) ? s.right : {}, r === table.highlight ? s.strong : {}]}
            >
              {cell}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

function Steps({ group, t }: { group: StepGroup; t: Translate }) {
  return (
    <View>
      <Text style={[s.caption, { marginTop: 6 }]} minPresenceAhead={50}>
        {group.title}
      </Text>
      {group.steps.map((step, i) => (
        <View key={i} style={s.step} wrap={false}>
          <View style={s.stepHead}>
            <Text style={s.stepLabel}>{step.label}</Text>
            <Text>{stepValue(step)}</Text>
          </View>
          <Text style={s.formula}>{step.formula}</Text>
          <Text style={s.source}>
            {t("tools.memory.source")}: {step.source}
          </Text>
        </View>
      ))}
    </View>
  );
}

function Section({ section, t, first }: { section: ReportSection; t: Translate; first: boolean }) {
  return (
    <View break={!first}>
      <Text style={s.h1} minPresenceAhead={80}>
        {section.title}
      </Text>
      {section.subtitle ? <Text style={s.subtitle}>{section.subtitle}</Text> : null}
      {section.inputs.length > 0 ? (
        <>
          <Text style={s.h2} minPresenceAhead={40}>
            {t("reports.pdf.inputs")}
          </Text>
          <Facts items={section.inputs} />
        </>
      ) : null}
      {section.highlights.length > 0 || section.tables.length > 0 ? (
        <Text style={s.h2} minPresenceAhead={40}>
          {t("reports.pdf.results")}
        </Text>
      ) : null}
      <Facts items={section.highlights} />
      {section.tables.map((table, i) => (
        <Table key={i} table={table} />
      ))}
      {section.chart ? <BarChart chart={section.chart} /> : null}
      {section.notes.length > 0 ? (
        <>
          <Text style={s.h2} minPresenceAhead={30}>
            {t("reports.pdf.notes")}
          </Text>
          {section.notes.map((n, i) => (
            <Text key={i} style={s.note}>
              • {n}
            </Text>
          ))}
        </>
      ) : null}
      {section.steps.length > 0 ? (
        <>
          <Text style={s.h2} minPresenceAhead={60}>
            {t("tools.memory.title")}
          </Text>
          {section.steps.map((group, i) => (
            <Steps key={i} group={group} t={t} />
          ))}
        </>
      ) : null}
    </View>
  );
}

function Cover({ doc, t }: { doc: ReportDocument; t: Translate }) {
  const c = doc.cover;
  return (
    <Page size="A4" style={s.cover}>
      <View style={s.coverBrand}>
        {c.kind === "white_label" && c.logo ? (
          // eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image (a PDF XObject) has no alt; the office name is printed beside it.
          <Image style={s.coverLogo} src={c.logo} />
        ) : null}
        <Text style={s.coverName}>{c.name}</Text>
      </View>
      <View>
        <View style={s.coverBar} />
        <Text style={s.coverKind}>{doc.kindLabel}</Text>
        <Text style={s.coverTitle}>{doc.title}</Text>
        {doc.subjectLines.map((line, i) => (
          <Text key={i} style={s.coverLine}>
            {line}
          </Text>
        ))}
        <Text style={s.coverMeta}>{t("reports.pdf.generatedAt", { date: doc.generatedAt })}</Text>
        {doc.years.length > 0 ? (
          <Text style={s.coverMeta}>{t("reports.pdf.tableYears", { years: doc.years.join(", ") })}</Text>
        ) : null}
      </View>
      <View>
        {c.kind === "white_label" ? (
          <Text style={s.small}>{t("reports.pdf.poweredBy", { product: t("common.appName") })}</Text>
        ) : null}
        <Text style={s.small}>{doc.disclaimer}</Text>
      </View>
      <Footer doc={doc} t={t} />
    </Page>
  );
}

function Footer({ doc, t }: { doc: ReportDocument; t: Translate }) {
  return (
    <View style={s.footer} fixed>
      <Text>
        {doc.cover.name} · {t("reports.pdf.generatedAt", { date: doc.generatedAt })}
      </Text>
      <Text render={({ pageNumber, totalPages }) => t("reports.pdf.page", { page: pageNumber, total: totalPages })} />
    </View>
  );
}

/** The whole report as a react-pdf Document. */
export function ReportPdf({ doc, t }: { doc: ReportDocument; t: Translate }) {
  return (
    <Document
      title={doc.title}
      author={doc.cover.name}
      creator={t("common.appName")}
      producer={t("common.appName")}
      language="pt-BR"
    >
      <Cover doc={doc} t={t} />
      <Page size="A4" style={s.page} wrap>
        {/* First child: a fixed element repeats on the pages after the one where it is laid out. */}
        <Footer doc={doc} t={t} />
        <View style={s.body}>
          {doc.overview ? <Section section={doc.overview} t={t} first /> : null}
          {doc.sections.map((section, i) => (
            <Section key={i} section={section} t={t} first={!doc.overview && i === 0} />
          ))}
          {doc.sections.length === 0 && !doc.overview ? <Text>{t("reports.pdf.nothing")}</Text> : null}
          <View break>
            <Text style={s.h1}>{t("reports.pdf.assumptionsTitle")}</Text>
            {doc.assumptions.map((a, i) => (
              <Text key={i} style={s.note}>
                • {a}
              </Text>
            ))}
            {doc.years.length > 0 ? (
              <Text style={[s.note, s.strong]}>{t("reports.pdf.tableYears", { years: doc.years.join(", ") })}</Text>
            ) : null}
            <Text style={s.h2}>{t("reports.pdf.disclaimerTitle")}</Text>
            <Text>{doc.disclaimer}</Text>
            <Text style={[s.subtitle, { marginTop: 8 }]}>
              {t("reports.pdf.generatedAt", { date: doc.generatedAt })}
            </Text>
          </View>
        </View>
      </Page>
    </Document>
  );
}
