export const RENDERED_WITHOUT_DATA: "data-rendered-without-data";
