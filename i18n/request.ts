import { getRequestConfig } from "next-intl/server";
import { requestConfig } from "./config";

export default getRequestConfig(async () => requestConfig());
