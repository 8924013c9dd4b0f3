import { Document, Image, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { registerFonts, FONT_FAMILY } from "@/lib/reports/pdf/fonts";
import { COLORS } from "@/lib/reports/pdf/styles";
import type { ReportLogo } from "@/lib/reports/model";

// The one-page decision record of a client: the reform choice for the next semester with its numbers, the deadline,
// and the client's "ciente" line. Laid out here; the words come from lib/office/documents.ts, already in pt-BR.

export type DecisionRecordDoc = {
  officeName: string;
  logo: ReportLogo | null;
  title: string;
  company: string;
  /** The choice, in one sentence ("Permanecer no DAS..."). */
  headline: string;
  facts: { label: string; value: string }[];
  deadline: string;
  basis: string[];
  assumptions: string[];
  acknowledgement: string;
  signatureLines: string[];
  footer: string;
};

const s = StyleSheet.create({
  page: { fontFamily: FONT_FAMILY, fontSize: 10, color: COLORS.text, padding: 44, lineHeight: 1.35 },
  header: { flexDirection: "row", alignItems: "center", justifyContent: "space-between", marginBottom: 18 },
  office: { fontSize: 11, fontWeight: "bold" },
  logo: { maxHeight: 40, maxWidth: 140, objectFit: "contain" },
  title: { fontSize: 16, fontWeight: "bold", marginBottom: 4 },
  company: { fontSize: 11, color: COLORS.muted, marginBottom: 14 },
  headline: {
    fontSize: 12,
    fontWeight: "bold",
    borderLeftWidth: 3,
    borderLeftColor: COLORS.accent,
    paddingLeft: 8,
    marginBottom: 12,
  },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: COLORS.line, paddingVertical: 4 },
  label: { width: "50%", color: COLORS.muted },
  value: { width: "50%", textAlign: "right" },
  deadline: { marginTop: 12, fontWeight: "bold" },
  small: { fontSize: 8, color: COLORS.muted, marginTop: 2 },
  ack: { marginTop: 22, borderWidth: 0.5, borderColor: COLORS.line, padding: 10 },
  line: { marginTop: 18, borderTopWidth: 0.5, borderTopColor: COLORS.text, paddingTop: 2, fontSize: 8 },
  footer: { position: "absolute", bottom: 24, left: 44, right: 44, fontSize: 7, color: COLORS.muted },
});

function DecisionRecordPdf({ doc }: { doc: DecisionRecordDoc }) {
  return (
    <Document title={doc.title} author={doc.officeName} language="pt-BR">
      <Page size="A4" style={s.page}>
        <View style={s.header}>
          <Text style={s.office}>{doc.officeName}</Text>
          {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image has no alt: a PDF image, not HTML */}
          {doc.logo ? <Image src={doc.logo} style={s.logo} /> : null}
        </View>
        <Text style={s.title}>{doc.title}</Text>
        <Text style={s.company}>{doc.company}</Text>
        <Text style={s.headline}>{doc.headline}</Text>
        {doc.facts.map((f) => (
          <View key={f.label} style={s.row}>
            <Text style={s.label}>{f.label}</Text>
            <Text style={s.value}>{f.value}</Text>
          </View>
        ))}
        <Text style={s.deadline}>{doc.deadline}</Text>
        {doc.assumptions.map((a) => (
          <Text key={a} style={s.small}>
            {a}
          </Text>
        ))}
        {doc.basis.map((b) => (
          <Text key={b} style={s.small}>
            {b}
          </Text>
        ))}
        <View style={s.ack}>
          <Text>{doc.acknowledgement}</Text>
          {doc.signatureLines.map((l) => (
            <Text key={l} style={s.line}>
              {l}
            </Text>
          ))}
        </View>
        <Text style={s.footer} fixed>
          {doc.footer}
        </Text>
      </Page>
    </Document>
  );
}

export async function renderDecisionRecord(doc: DecisionRecordDoc): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(<DecisionRecordPdf doc={doc} />);
}
