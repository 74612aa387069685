import { describe, expect, test } from "vitest";
import { referrerSource } from "./referrer-sources";
import { browserLanguage, deviceOf, placeOf } from "./visitor-traits";

const origin = "https://pushpanjalidecor.in";
const chromeOnWindows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const chromeOnAndroid = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";
const get = (headers: Record<string, string> = {}) => new Request(`${origin}/`, { headers: { "User-Agent": chromeOnWindows, ...headers } });

describe("what is kept about a visitor, each from a known list", () => {
  test("the device: phone, tablet or computer", () => {
    expect(deviceOf(get({ "User-Agent": chromeOnAndroid }))).toBe("phone");
    expect(deviceOf(get({ "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148" }))).toBe("phone");
    expect(deviceOf(get({ "User-Agent": "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/156.0.0.0 Safari/537.36" }))).toBe("tablet");
    expect(deviceOf(get({ "User-Agent": "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15" }))).toBe("tablet");
    expect(deviceOf(get())).toBe("desktop");
    expect(deviceOf(get({ "Sec-CH-UA-Mobile": "?1" }))).toBe("phone");
  });

  test("the language the browser asks for first, without its region; one off the list is `other`", () => {
    expect(browserLanguage(get({ "Accept-Language": "gu-IN,gu;q=0.9,en-IN;q=0.8" }))).toBe("gu");
    expect(browserLanguage(get({ "Accept-Language": "en;q=0.5, hi-IN" }))).toBe("hi");
    expect(browserLanguage(get({ "Accept-Language": "tlh, en" }))).toBe("other");
    expect(browserLanguage(get({ "Accept-Language": "zz" }))).toBe("other");
    expect(browserLanguage(get({ "Accept-Language": "*" }))).toBeUndefined();
    expect(browserLanguage(get())).toBeUndefined();
  });

  test("the referrer: a source the owner knows by name, else the site's host; none for the site itself or no site", () => {
    const source = (referrer: string) => referrerSource(get({ Referer: referrer }));
    expect(source("https://www.google.com/search?q=flower+decoration")).toBe("google");
    expect(source("https://www.google.co.in/")).toBe("google");
    expect(source("android-app://com.google.android.googlequicksearchbox/")).toBe("google");
    expect(source("https://maps.google.com/")).toBe("google-maps");
    expect(source("android-app://com.google.android.gm/")).toBe("email");
    expect(source("https://l.instagram.com/?u=x")).toBe("instagram");
    expect(source("https://lm.facebook.com/l.php")).toBe("facebook");
    expect(source("https://m.facebook.com/")).toBe("facebook");
    expect(source("android-app://com.whatsapp/")).toBe("whatsapp");
    expect(source("https://www.youtube.com/watch?v=x")).toBe("youtube");
    expect(source("https://www.justdial.com/Ahmedabad/Florists")).toBe("justdial");
    expect(source("https://www.wedmegood.com/vendors/ahmedabad/")).toBe("wedmegood");
    expect(source("https://t.co/abc")).toBe("twitter");
    expect(source("https://chatgpt.com/")).toBe("chatgpt");
    expect(source("https://ahmedabad-weddings.example/best-decorators")).toBe("ahmedabad-weddings.example");
    expect(source("https://lfacebook.com/"), "a look-alike is another site").toBe("lfacebook.com");
    expect(source(`${origin}/services`)).toBeUndefined();
    for (const notASite of ["http://192.168.1.5/", "http://[::1]/", "http://localhost/", `https://${"a".repeat(250)}.example/`, "foo://a\"b`c{d}e!$&*=;'x/", "not a url"]) {
      expect(source(notASite), notASite).toBeUndefined();
    }
  });

  test("the country, and within India the state by its code, as the edge says; never the address", () => {
    // Node's Request has no `cf`; the Workers runtime's carries what Cloudflare's edge knows.
    const from = (cf: Record<string, string>) => placeOf(Object.assign(new Request(`${origin}/`), { cf }));
    expect(from({ country: "IN", regionCode: "GJ", region: "Gujarat" })).toEqual({ country: "IN", region: "GJ" });
    expect(from({ country: "IN", regionCode: "TS" }), "a code of 2023 leads to the entry kept").toEqual({ country: "IN", region: "TG" });
    expect(from({ country: "IN", regionCode: "ZZ" })).toEqual({ country: "IN", region: "other" });
    expect(from({ country: "IN" })).toEqual({ country: "IN", region: "other" });
    expect(from({ country: "US", regionCode: "CA" })).toEqual({ country: "US", region: undefined });
    expect(from({ country: "<b>" })).toEqual({ country: undefined, region: undefined });
  });
});
