import { describe, expect, it } from "vitest";
import { isValidPhone, maskPhone, normalisePhone } from "./phone";

describe("maskPhone", () => {
  it("masks progressively while typing", () => {
    expect(maskPhone("")).toBe("");
    expect(maskPhone("1")).toBe("(1");
    expect(maskPhone("11")).toBe("(11");
    expect(maskPhone("119")).toBe("(11) 9");
    expect(maskPhone("119876")).toBe("(11) 9876");
    expect(maskPhone("1198765")).toBe("(11) 9876-5");
    expect(maskPhone("1134567890")).toBe("(11) 3456-7890");
    expect(maskPhone("11987654321")).toBe("(11) 98765-4321");
  });

  it("drops extra digits and a +55 prefix", () => {
    expect(maskPhone("(11) 98765-43219")).toBe("(11) 98765-4321");
    expect(maskPhone("+55 11 98765-4321")).toBe("(11) 98765-4321");
    expect(normalisePhone("+55 (11) 3456-7890")).toBe("1134567890");
  });
});

describe("isValidPhone", () => {
  it("accepts mobiles and landlines with a DDD in use", () => {
    expect(isValidPhone("(11) 98765-4321")).toBe(true);
    expect(isValidPhone("(11) 3456-7890")).toBe(true);
    expect(isValidPhone("51 3221-0000")).toBe(true);
    expect(isValidPhone("+55 21 99876-5432")).toBe(true);
  });

  it("rejects wrong lengths, unused DDDs and wrong leading digits", () => {
    expect(isValidPhone("(11) 8765-432")).toBe(false);
    expect(isValidPhone("(10) 98765-4321")).toBe(false);
    expect(isValidPhone("(20) 98765-4321")).toBe(false);
    expect(isValidPhone("(01) 3456-7890")).toBe(false);
    expect(isValidPhone("(11) 88765-4321")).toBe(false);
    expect(isValidPhone("(11) 9456-7890")).toBe(false);
    expect(isValidPhone("(11) 98765-432a")).toBe(false);
    expect(isValidPhone("")).toBe(false);
  });
});
