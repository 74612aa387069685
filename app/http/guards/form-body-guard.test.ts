import { describe, expect, test } from "vitest";
import { refuseServerFunctionHeader, refuseUnreadableForm } from "./form-body-guard";

const bytes = (text: string) => new TextEncoder().encode(text);
const urlencoded = "application/x-www-form-urlencoded";

describe("refuseServerFunctionHeader", () => {
  test("a call to a server function is refused with 400", () => {
    const request = new Request("https://x.in/contact", { method: "POST", headers: { "rsc-action-id": "abc" } });
    expect(refuseServerFunctionHeader(request)?.status).toBe(400);
  });

  test("an ordinary form post passes", () => {
    expect(refuseServerFunctionHeader(new Request("https://x.in/contact", { method: "POST" }))).toBeNull();
  });
});

describe("refuseUnreadableForm", () => {
  test("a form-encoded body passes, odd as its contents may be", async () => {
    expect(await refuseUnreadableForm(bytes("fullName=%E0%AA&x=1&x=2&=&&a[0]=b"), urlencoded)).toBeNull();
    expect(await refuseUnreadableForm(bytes(""), urlencoded)).toBeNull();
  });

  test("a well-formed multipart body passes", async () => {
    const form = new FormData();
    form.append("fullName", "Asha");
    form.append("file", new File(["x"], "x.txt"));
    const request = new Request("https://x.in/", { method: "POST", body: form });
    const body = new Uint8Array(await request.arrayBuffer());
    expect(await refuseUnreadableForm(body, request.headers.get("Content-Type") ?? "")).toBeNull();
  });

  test("multipart without a boundary, or not multipart at all, is refused with 400", async () => {
    expect((await refuseUnreadableForm(bytes("fullName=Asha"), "multipart/form-data"))?.status).toBe(400);
    expect((await refuseUnreadableForm(bytes("garbage"), "multipart/form-data; boundary=zz"))?.status).toBe(400);
  });

  test("a field naming a server function is refused with 400", async () => {
    expect((await refuseUnreadableForm(bytes("$ACTION_ID_abc=1"), urlencoded))?.status).toBe(400);
    expect((await refuseUnreadableForm(bytes("fullName=A&$ACTION_REF_1=x"), urlencoded))?.status).toBe(400);
  });
});
