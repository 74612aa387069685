import { describe, expect, test } from "vitest";
import { refuseServerFunctionHeader, refuseUnreadableForm } from "./form-body-guard";

const bytes = (text: string) => new TextEncoder().encode(text);
const urlencoded = "application/x-www-form-urlencoded";
/** The request a body came with: only its headers are read. */
const sentAs = (contentType: string) => new Request("https://x.in/contact", { method: "POST", headers: { "Content-Type": contentType } });

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
    expect(await refuseUnreadableForm(sentAs(urlencoded), bytes("fullName=%E0%AA&x=1&x=2&=&&a[0]=b"))).toBeNull();
    expect(await refuseUnreadableForm(sentAs(urlencoded), bytes(""))).toBeNull();
  });

  test("a well-formed multipart body passes", async () => {
    const form = new FormData();
    form.append("fullName", "Asha");
    form.append("file", new File(["x"], "x.txt"));
    const request = new Request("https://x.in/", { method: "POST", body: form });
    const body = new Uint8Array(await request.arrayBuffer());
    expect(await refuseUnreadableForm(request, body)).toBeNull();
  });

  test("multipart without a boundary, or not multipart at all, is refused with 400", async () => {
    expect((await refuseUnreadableForm(sentAs("multipart/form-data"), bytes("fullName=Asha")))?.status).toBe(400);
    expect((await refuseUnreadableForm(sentAs("multipart/form-data; boundary=zz"), bytes("garbage")))?.status).toBe(400);
  });

  test("a field naming a server function is refused with 400", async () => {
    expect((await refuseUnreadableForm(sentAs(urlencoded), bytes("$ACTION_ID_abc=1")))?.status).toBe(400);
    expect((await refuseUnreadableForm(sentAs(urlencoded), bytes("fullName=A&$ACTION_REF_1=x")))?.status).toBe(400);
  });
});
