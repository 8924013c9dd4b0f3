import { expect, it } from "vitest";
import { PDF_LIMITS } from "./limits";
import { withReadingSlot } from "./reading-slots";

// Uploads read at once by one server are bounded (each reads in a thread with its own heap): the next waits for a
// slot, and one that cannot get it in time is told to try again instead of starting a thread of its own.

it(`runs at most ${PDF_LIMITS.readers} uploads at once; the next waits its turn, or gives up with 'unavailable'`, async () => {
  const releases: (() => void)[] = [];
  let running = 0;
  let peak = 0;
  const upload = () =>
    withReadingSlot(async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running -= 1;
      return "lido";
    });
  const held = Array.from({ length: PDF_LIMITS.readers }, upload);
  await expect(withReadingSlot(async () => "lido", 20)).rejects.toMatchObject({
    code: "unavailable",
    messageKey: "documents.errors.busy",
  });
  const waiting = upload();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(running).toBe(PDF_LIMITS.readers);
  releases.shift()!();
  await held[0];
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(running).toBe(PDF_LIMITS.readers);
  while (releases.length) releases.shift()!();
  expect(await Promise.all([...held, waiting])).toEqual(Array(PDF_LIMITS.readers + 1).fill("lido"));
  expect(peak).toBe(PDF_LIMITS.readers);
  // Every slot is free again.
  expect(
    await Promise.all(Array.from({ length: PDF_LIMITS.readers }, () => withReadingSlot(async () => 1, 1))),
  ).toEqual(Array(PDF_LIMITS.readers).fill(1));
});
