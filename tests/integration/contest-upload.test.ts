// A contest entry's photo (issue 36, findings 9 and 11), through the route's action against the
// sandbox: the photo is taken for what its bytes are, not for the type the browser declares;
// files that are more than an image (markup inside, something after the image's end) are
// refused beside the field; the platform gets a name the shop makes up, never the client's; a
// signed-out post is sent to sign in before its body is read; and a photo over the limit
// answers the page again with its message beside the field and the answers kept, once the
// whole body has been read (never a reset connection).
import { beforeEach, describe, expect, it } from "vitest";
import type { SignIn } from "~/lib/models/account";
import { action as contestAction } from "~/routes/club.contests.$id/route";
import {
  caught,
  location,
  newCustomer,
  replied,
  sandboxDb,
  signedInCookie,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";
import { server } from "../msw/server";
import { hosted } from "../support/session";

useRoutesSandbox();

/** the entries the storefront posted to the platform (their multipart bodies are not recorded) */
const entriesPosted: string[] = [];
server.events.on("request:start", ({ request }) => {
  if (request.method === "POST" && /\/contests(\/entries)?$/.test(new URL(request.url).pathname))
    entriesPosted.push(request.url);
});
beforeEach(() => void entriesPosted.splice(0));

const CONTEST = "photo-2027";
const MB = 1024 * 1024;

let signIn: SignIn;
beforeEach(async () => void ({ signIn } = await newCustomer()));

const signedIn = () => signedInCookie(signIn);

// ---- images, and images with more in them -------------------------------------------------

const bytes = (...parts: (Uint8Array | string | number[])[]): Uint8Array<ArrayBuffer> => {
  const arrays = parts.map((p) =>
    typeof p === "string" ? new TextEncoder().encode(p) : p instanceof Uint8Array ? p : Uint8Array.from(p),
  );
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of data) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
/** A PNG chunk with its length and a correct CRC. */
const chunk = (type: string, data: Uint8Array | string) => {
  const body = bytes(type, data);
  return bytes(u32(body.length - 4), body, u32(crc32(body)));
};

/** a 1×1 PNG */
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
const IEND_AT = PNG.length - 12;

/** A baseline JPEG's segments: SOI, JFIF, a quantisation and a Huffman table, a 1×1 frame, a scan, EOI. */
const jpeg = (...extra: Uint8Array[]) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0, 0x00, 0x10],
    "JFIF\0",
    [1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xdb, 0x00, 0x43, 0x00],
    new Uint8Array(64).fill(1),
    [0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00],
    [0xff, 0xc4, 0x00, 0x14, 0x00, 0x01],
    new Uint8Array(15),
    [0x00],
    ...extra,
    [0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00],
    [0x00, 0xff, 0x00, 0x3c, 0x00],
    [0xff, 0xd9],
  );
const comment = (text: string) => {
  const data = new TextEncoder().encode(text);
  return bytes([0xff, 0xfe, (data.length + 2) >> 8, (data.length + 2) & 0xff], data);
};

// ---- posting the form -------------------------------------------------------------------------

const HOSTILE_NAME = "../../../../tmp/pwn<img src=x onerror=alert(1)>.png";

function entry(
  photo: Uint8Array<ArrayBuffer> | null,
  { type = "image/png", name = "me.png", story = "At the lake" } = {},
) {
  const form = new FormData();
  form.set("intent", "enter-contest");
  form.set("story", story);
  if (photo) form.set("photo", new File([photo], name, { type }));
  return form;
}

/** The form as the browser sends it, in 64 KB pieces, counting what the action read. */
async function streamed(form: FormData) {
  const encoded = new Response(form);
  const type = encoded.headers.get("Content-Type")!;
  const body = new Uint8Array(await encoded.arrayBuffer());
  const sent = { bytes: 0, total: body.length };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent.bytes >= body.length) return controller.close();
        const piece = body.subarray(sent.bytes, sent.bytes + 64 * 1024);
        sent.bytes += piece.length;
        controller.enqueue(piece);
      },
    },
    { highWaterMark: 0 },
  ); // nothing is pulled before the action reads
  return { stream, type, sent };
}

async function post(form: FormData, cookie?: string) {
  const { stream, type, sent } = await streamed(form);
  const headers = new Headers({ "Content-Type": type });
  if (cookie) headers.set("Cookie", cookie);
  const request = new Request(`http://shop.test/club/contests/${CONTEST}`, {
    method: "POST",
    headers,
    body: stream,
    duplex: "half",
  } as RequestInit);
  const answer = await caught(hosted(contestAction)({ request, params: { id: CONTEST } }));
  return { answer, sent };
}

const storedEntry = () =>
  sandboxDb()
    .prepare("SELECT file_name, file_type, file_size FROM loyalty_contest_entries WHERE user_uuid = ?")
    .get(signIn.userUuid) as { file_name: string; file_type: string; file_size: number } | undefined;

describe("a contest entry's photo (issue 36, 9)", () => {
  it.each([
    ["a PNG declared as anything at all", PNG, "application/octet-stream", "photo.png", "image/png"],
    ["a JPEG declared as a PNG", jpeg(), "image/png", "photo.jpg", "image/jpeg"],
  ])("takes %s for what its bytes are, under a name of the shop's own", async (_, photo, type, name, kind) => {
    const { answer } = await post(entry(photo, { type, name: HOSTILE_NAME }), await signedIn());
    expect(location(answer)).toBe(`/club/contests/${CONTEST}`);
    expect(storedEntry()).toEqual({ file_name: name, file_type: kind, file_size: photo.length });
  });

  it.each([
    ["an HTML page declared as a PNG", bytes("<!doctype html><html><script>alert(1)</script></html>")],
    ["an SVG declared as a PNG", bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ["a GIF", bytes("GIF89a", [1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 1, 0, 0x3b])],
    ["a PNG cut short", PNG.subarray(0, 40)],
    ["a PNG with HTML after its IEND chunk", bytes(PNG, "<html><script>alert(document.cookie)</script></html>")],
    ["a PNG with a zip after its IEND chunk", bytes(PNG, [0x50, 0x4b, 0x03, 0x04], new Uint8Array(26))],
    [
      "a PNG with a script in a text chunk",
      bytes(PNG.subarray(0, IEND_AT), chunk("tEXt", "Comment\0<script>alert(1)</script>"), PNG.subarray(IEND_AT)),
    ],
    [
      "a PNG with an SVG in a text chunk",
      bytes(PNG.subarray(0, IEND_AT), chunk("tEXt", "Comment\0<svg onload=alert(1)>"), PNG.subarray(IEND_AT)),
    ],
    ["a JPEG with a script in its comment", jpeg(comment("<script>alert(1)</script>"))],
    ["a JPEG with an HTML page after its end", bytes(jpeg(), "<HTML><body onload=alert(1)>")],
    ["a JPEG with anything after its end", bytes(jpeg(), new Uint8Array(100).fill(7))],
  ])("refuses %s beside the field, keeps the answers and sends nothing on", async (_, photo) => {
    const { answer } = await post(entry(photo, { name: HOSTILE_NAME }), await signedIn());
    const { data, init } = replied<FormResult["data"]>(answer);
    expect(init.status).toBe(400);
    expect(data.result.error.photo?.[0]).toMatch(/JPEG or PNG/);
    expect(data.result.initialValue.story).toBe("At the lake");
    expect(JSON.stringify(data)).not.toContain("pwn");
    expect(storedEntry()).toBeUndefined();
    expect(entriesPosted).toEqual([]);
  });

  it("sends a signed-out post to sign in before reading its body", async () => {
    const { answer, sent } = await post(entry(bytes(PNG, new Uint8Array(5 * MB))));
    expect(location(answer)).toBe(`/login?redirectTo=${encodeURIComponent(`/club/contests/${CONTEST}`)}`);
    expect(sent.bytes).toBe(0);
  });
});

describe("a photo over the contest's limit (issue 36, 11)", () => {
  /** A PNG signature and then zeros, `megabytes` in all. */
  const huge = (megabytes: number) => {
    const photo = new Uint8Array(megabytes * MB);
    photo.set(PNG);
    return photo;
  };

  it.each([3, 7, 12])(
    "of %s MB answers the page again, 413, the message beside the photo and the answer kept, once the whole body is read",
    async (megabytes) => {
      const { answer, sent } = await post(entry(huge(megabytes)), await signedIn());
      const { data, init } = replied<FormResult["data"]>(answer);
      expect(init.status).toBe(413);
      expect(data.result.error.photo).toEqual([`This photo is ${megabytes} MB: choose one of up to 2 MB.`]);
      expect(data.result.initialValue.story).toBe("At the lake");
      expect(sent.bytes).toBe(sent.total);
      expect(storedEntry()).toBeUndefined();
      expect(entriesPosted).toEqual([]);
    },
  );

  it("past 20 MB, stops reading and answers the shop's 413 page", async () => {
    const { answer, sent } = await post(entry(huge(21)), await signedIn());
    const { data, init } = replied<{ message: string }>(answer);
    expect(init.status).toBe(413);
    expect(data.message).toBe("That form was too large to send.");
    expect(sent.bytes).toBeLessThan(sent.total);
  });
});
