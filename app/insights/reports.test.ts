import { expect, test } from "vitest";
import { reporterKey } from "./reports";

const from = (address?: string) => new Request("https://pushpanjalidecor.in/insights/tap", { headers: address ? { "CF-Connecting-IP": address } : {} });

test("the report limit counts an IPv4 address as it is, and an IPv6 address by its /64", () => {
  expect(reporterKey(from("203.0.113.7"))).toBe("203.0.113.7");
  expect(reporterKey(from("2001:db8:1:2:aaaa:bbbb:cccc:dddd"))).toBe("2001:db8:1:2::/64");
  expect(reporterKey(from("2001:0db8:0001:0002::1"))).toBe("2001:db8:1:2::/64");
  expect(reporterKey(from("2001:db8::1"))).toBe("2001:db8:0:0::/64");
  expect(reporterKey(from("2001:db8::"))).toBe(reporterKey(from("2001:db8:0:0:ffff::1")));
  expect(reporterKey(from())).toBe("local");
});
