import { Document, Page, renderToBuffer, Text, View } from "@react-pdf/renderer";
import type { Section } from "@/lib/analytics/export";
import { registerFonts } from "@/lib/reports/pdf/fonts";
import { COLORS, styles as s } from "@/lib/reports/pdf/styles";

// A system report as PDF (@react-pdf/renderer 4.9.0 with the reports' Roboto fonts): title, period and generation
// lines, then each section as a table; "Página n de N" on every page. Wide tables (6+ columns) print landscape.

export type TablesPdf = {
  title: string;
  lines: string[];
  sections: Section[];
  /** Printed under a section that has no rows. */
  empty: string;
  footer: string;
  pageLabel: (page: number, total: number) => string;
};

function SectionTable({ section, empty }: { section: Section; empty: string }) {
  const numericFrom = section.head.length <= 4 ? 1 : section.head.length;
  const cell = (i: number) => [s.td, { flex: i === 0 ? 1.4 : 1 }, i >= numericFrom ? s.right : {}];
  return (
    <View style={s.table}>
      <View wrap={false}>
        <Text style={s.h2}>{section.title}</Text>
        <View style={s.tr}>
          {section.head.map((h, i) => (
            <Text key={i} style={[s.th, { flex: i === 0 ? 1.4 : 1 }, i >= numericFrom ? s.right : {}]}>
              {h}
            </Text>
          ))}
        </View>
      </View>
      {section.rows.length === 0 ? <Text style={[s.td, { color: COLORS.muted }]}>{empty}</Text> : null}
      {section.rows.map((row, r) => (
        <View key={r} style={[s.tr, r % 2 === 1 ? { backgroundColor: COLORS.zebra } : {}]} wrap={false}>
          {row.map((value, i) => (
            <Text key={i} style={cell(i)}>
              {value}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

export function TablesDocument({ doc }: { doc: TablesPdf }) {
  const wide = doc.sections.some((section) => section.head.length >= 6);
  return (
    <Document title={doc.title} language="pt-BR">
      <Page size="A4" orientation={wide ? "landscape" : "portrait"} style={s.page}>
        <View style={s.body}>
          <Text style={s.h1}>{doc.title}</Text>
          {doc.lines.map((line) => (
            <Text key={line} style={s.subtitle}>
              {line}
            </Text>
          ))}
          {doc.sections.map((section, i) => (
            <SectionTable key={i} section={section} empty={doc.empty} />
          ))}
        </View>
        <View style={s.footer} fixed>
          <Text>{doc.footer}</Text>
          <Text render={({ pageNumber, totalPages }) => doc.pageLabel(pageNumber, totalPages)} />
        </View>
      </Page>
    </Document>
  );
}

export async function renderTablesPdf(doc: TablesPdf): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(<TablesDocument doc={doc} />);
}
