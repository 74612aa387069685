import { expect, test } from "vitest";
import { LOCAL_SENDER, senderKey } from "./sender";

const from = (address?: string) => new Request("https://pushpanjalidecor.in/contact", { headers: address ? { "CF-Connecting-IP": address } : {} });

test("an IPv4 address is a sender as it is", () => {
  expect(senderKey(from("203.0.113.7"))).toBe("203.0.113.7");
  expect(senderKey(from(" 198.51.100.1 "))).toBe("198.51.100.1");
});

test("an IPv6 address is counted by its /64, however it is written", () => {
  expect(senderKey(from("2001:db8:1:2:aaaa:bbbb:cccc:dddd"))).toBe("2001:db8:1:2::/64");
  expect(senderKey(from("2001:0DB8:0001:0002::1"))).toBe("2001:db8:1:2::/64");
  expect(senderKey(from("2001:db8::1"))).toBe("2001:db8:0:0::/64");
  expect(senderKey(from("2001:db8::"))).toBe(senderKey(from("2001:db8:0:0:ffff::1")));
  expect(senderKey(from("2001:db8:1:2::1"))).not.toBe(senderKey(from("2001:db8:1:3::1")));
});

test("without an address (a local run), every request is one sender", () => {
  expect(senderKey(from())).toBe(LOCAL_SENDER);
  expect(senderKey(from(" "))).toBe(LOCAL_SENDER);
});
