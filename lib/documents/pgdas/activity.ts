import type { Annex } from "@/lib/tax";
import { fold } from "../text";
import type { ActivityTraits } from "./types";

const ROMAN: Record<string, Annex> = { i: "I", ii: "II", iii: "III", iv: "IV", v: "V" };

/**
 * What the PGDAS-D's description of an activity says about its taxation (the options of the PGDAS-D 2018, LC 123/2006
 * art. 18 §§ 4º, 4º-A, 5º-B to 5º-I). Anchored on words, never on the whole sentence: the wording varies by version.
 */
export function activityTraits(description: string): ActivityTraits {
  const text = fold(description);
  const named = /anexo (v|iv|iii|ii|i)\b/.exec(text);
  const fatorR = /(?<!nao )sujeit[oa]s? ao fator ['"‘’]?r/.test(text);
  const locacao = text.includes("locacao de bens moveis");
  let annex: Annex | null = named ? ROMAN[named[1]] : null;
  if (!annex) {
    if (text.includes("industrializad")) annex = "II";
    else if (text.includes("revenda de mercadorias") || text.includes("venda de mercadorias")) annex = "I";
    else if (locacao) annex = "III";
    else if (fatorR) annex = "V";
  }
  return {
    annex,
    fatorR,
    export: /\bpara o exterior\b/.test(text) && !/exceto para o exterior/.test(text),
    segregated: /\bcom substituicao tributaria|substituido tributario/.test(text),
    issRetido: /com retencao\/substituicao tributaria de iss|com retencao de iss|iss devido a outro/.test(text),
    locacao,
  };
}
