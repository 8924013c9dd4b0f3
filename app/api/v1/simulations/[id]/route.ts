export { getSimulationRoute as GET } from "@/lib/api/calculations";
