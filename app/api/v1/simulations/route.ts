export { listSimulationsRoute as GET } from "@/lib/api/calculations";
