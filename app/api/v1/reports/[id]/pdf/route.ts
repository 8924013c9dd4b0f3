export { downloadReportRoute as GET } from "@/lib/api/reports";
