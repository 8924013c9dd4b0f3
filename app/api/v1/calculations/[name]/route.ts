export { calculateRoute as POST } from "@/lib/api/calculations";
