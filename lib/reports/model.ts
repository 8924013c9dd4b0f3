import type { Step } from "@/lib/tax";

// What a PDF report says, as plain data: the builders (build.ts, sections/) turn saved simulations, a company or
// a period into this, already formatted in pt-BR; pdf/document.tsx only lays it out. Keeping the two apart lets
// tests read a report's content without rendering, and the renderer stay free of tax knowledge.

/** A label and its formatted value ("Faturamento anual" → "R$ 600.000,00"). */
export type Fact = { label: string; value: string };

export type ReportTable = {
  caption: string;
  columns: string[];
  /** Formatted cells, one array per row, as many as columns. */
  rows: string[][];
  /** Columns aligned right (amounts, rates); by index. */
  numeric?: number[];
  /** Index of a row to emphasise (the best regime, the total). */
  highlight?: number;
};

/** A horizontal bar chart; values in reais (never negative: a bar cannot be drawn below zero). */
export type BarChart = {
  title: string;
  bars: { label: string; value: number; display: string; highlight?: boolean }[];
};

export type StepGroup = { title: string; steps: Step[] };

/** One saved simulation, or any block with the same parts (the company's data). */
export type ReportSection = {
  title: string;
  /** "Simulação fiscal · salva em 20/11/2026 · tabelas de 2026". */
  subtitle?: string;
  /** The inputs, as the user gave them. */
  inputs: Fact[];
  /** Headline results (monthly cost, best regime...). */
  highlights: Fact[];
  tables: ReportTable[];
  chart: BarChart | null;
  /** The memória de cálculo: every step with its formula and legal source. */
  steps: StepGroup[];
  /** Warnings, blockers and notes of the engine, ready to print. */
  notes: string[];
};

export type ReportLogo = { data: Buffer; format: "png" | "jpg" };

/** Product cover, or the white-label cover of an enterprise office. */
export type ReportCover =
  { kind: "product"; name: string } | { kind: "white_label"; name: string; logo: ReportLogo | null };

export type ReportDocument = {
  title: string;
  /** "Relatório de simulação", "Dossiê da empresa", "Resumo do período". */
  kindLabel: string;
  /** Lines under the title on the cover (company, period, simulation). */
  subjectLines: string[];
  /** "dd/MM/yyyy HH:mm" in Brasília time. */
  generatedAt: string;
  cover: ReportCover;
  /** Before the sections: the company's data or the period's list. */
  overview: ReportSection | null;
  sections: ReportSection[];
  assumptions: string[];
  /** Tax years whose tables were used. */
  years: number[];
  disclaimer: string;
};
