// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { maskCpf } from "@/lib/br/cpf";
import { MaskedInput } from "./masked-input";

afterEach(cleanup);

describe("MaskedInput", () => {
  it("masks the value before the change handler sees it", () => {
    const seen: string[] = [];
    const onChange = vi.fn((e: React.ChangeEvent<HTMLInputElement>) => seen.push(e.target.value));
    render(<MaskedInput aria-label="CPF" mask={maskCpf} onChange={onChange} />);
    const input = screen.getByLabelText("CPF") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "52998224725" } });
    expect(input.value).toBe("529.982.247-25");
    expect(seen).toEqual(["529.982.247-25"]);
    expect(input.inputMode).toBe("numeric");
  });
});
