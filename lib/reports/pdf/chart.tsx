import { Line, Rect, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import type { BarChart as BarChartData } from "../model";
import { COLORS } from "./styles";

const BAR_WIDTH = 250;
const BAR_HEIGHT = 12;

const s = StyleSheet.create({
  chart: { marginTop: 8, marginBottom: 4 },
  title: { fontWeight: "bold", marginBottom: 4 },
  row: { flexDirection: "row", alignItems: "center", marginBottom: 3 },
  label: { width: 150, paddingRight: 6 },
  value: { paddingLeft: 6, width: 100 },
});

/** Horizontal bars drawn with react-pdf's Svg primitives (Recharts renders nothing on the server). */
export function BarChart({ chart }: { chart: BarChartData }) {
  if (chart.bars.length === 0) return null;
  const max = Math.max(...chart.bars.map((b) => b.value), 0);
  return (
    <View style={s.chart} wrap={false}>
      <Text style={s.title}>{chart.title}</Text>
      {chart.bars.map((bar, i) => {
        const width = max > 0 ? Math.max(1, (bar.value / max) * BAR_WIDTH) : 1;
        return (
          <View key={i} style={s.row}>
            <Text style={s.label}>{bar.label}</Text>
            <Svg width={BAR_WIDTH} height={BAR_HEIGHT + 2}>
              <Line x1={0} y1={0} x2={0} y2={BAR_HEIGHT + 2} stroke={COLORS.muted} strokeWidth={1} />
              <Rect x={0} y={1} width={width} height={BAR_HEIGHT} fill={bar.highlight ? COLORS.accent : COLORS.bar} />
            </Svg>
            <Text style={s.value}>{bar.display}</Text>
          </View>
        );
      })}
    </View>
  );
}
