import { StyleSheet } from "@react-pdf/renderer";
import { FONT_FAMILY } from "./fonts";

export const COLORS = { text: "#1f2933", muted: "#6b7280", line: "#d1d5db", accent: "#047857", bar: "#93c5fd", zebra: "#f3f4f6" };

export const styles = StyleSheet.create({
  page: { fontFamily: FONT_FAMILY, fontSize: 9, color: COLORS.text, paddingTop: 40, paddingBottom: 56, paddingHorizontal: 40 },
  // On the Page itself, a lineHeight stops react-pdf from drawing the fixed footer: it goes on this wrapper.
  body: { lineHeight: 1.35 },
  footer: { position: "absolute", bottom: 24, left: 40, right: 40, flexDirection: "row", justifyContent: "space-between", fontSize: 8, color: COLORS.muted },
  h1: { fontSize: 15, fontWeight: "bold", marginBottom: 2 },
  h2: { fontSize: 11, fontWeight: "bold", marginTop: 10, marginBottom: 4 },
  subtitle: { color: COLORS.muted, marginBottom: 6 },
  factRow: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: COLORS.line, paddingVertical: 2 },
  factLabel: { width: "45%", color: COLORS.muted, paddingRight: 6 },
  factValue: { width: "55%" },
  table: { marginTop: 6, marginBottom: 4 },
  caption: { fontWeight: "bold", marginBottom: 2 },
  tr: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: COLORS.line },
  th: { fontWeight: "bold", paddingVertical: 2, paddingHorizontal: 3 },
  td: { paddingVertical: 2, paddingHorizontal: 3 },
  strong: { fontWeight: "bold" },
  right: { textAlign: "right" },
  step: { borderBottomWidth: 0.5, borderBottomColor: COLORS.line, paddingVertical: 3 },
  stepHead: { flexDirection: "row", justifyContent: "space-between" },
  stepLabel: { fontWeight: "bold", width: "70%" },
  formula: { color: COLORS.text },
  source: { color: COLORS.muted, fontStyle: "italic", fontSize: 8 },
  note: { marginBottom: 2 },
  cover: { fontFamily: FONT_FAMILY, color: COLORS.text, padding: 56, paddingBottom: 56, justifyContent: "space-between" },
  coverBrand: { flexDirection: "row", alignItems: "center" },
  coverLogo: { maxWidth: 160, maxHeight: 80, marginRight: 16, objectFit: "contain" },
  coverName: { fontSize: 20, fontWeight: "bold" },
  coverBar: { width: 48, height: 6, backgroundColor: COLORS.accent, marginBottom: 10 },
  coverKind: { fontSize: 11, color: COLORS.accent, textTransform: "uppercase", marginBottom: 6 },
  coverTitle: { fontSize: 24, fontWeight: "bold", marginBottom: 10 },
  coverLine: { fontSize: 12, marginBottom: 3 },
  coverMeta: { fontSize: 10, color: COLORS.muted, marginTop: 16 },
  small: { fontSize: 8, color: COLORS.muted },
});
