export { listReportsRoute as GET } from "@/lib/api/reports";
