import { describe, expect, it } from "vitest";
import { canonicalSnsString, isSnsUrl, type SnsMessage } from "./sns";

describe("Amazon SNS signatures", () => {
  const base = { MessageId: "id-1", TopicArn: "arn:aws:sns:ap-southeast-1:1:t", Message: "hello", Timestamp: "2026-12-06T09:00:00.000Z", SignatureVersion: "2", Signature: "x", SigningCertURL: "https://sns.ap-southeast-1.amazonaws.com/c.pem" } as const;

  it("signs a notification's Message, MessageId, Subject (when there is one), Timestamp, TopicArn and Type, in that order", () => {
    const message: SnsMessage = { ...base, Type: "Notification", Subject: "paid" };
    expect(canonicalSnsString(message)).toBe("Message\nhello\nMessageId\nid-1\nSubject\npaid\nTimestamp\n2026-12-06T09:00:00.000Z\nTopicArn\narn:aws:sns:ap-southeast-1:1:t\nType\nNotification\n");
    expect(canonicalSnsString({ ...base, Type: "Notification" })).not.toContain("Subject");
  });

  it("signs a subscription confirmation's SubscribeURL and Token too", () => {
    const message: SnsMessage = { ...base, Type: "SubscriptionConfirmation", SubscribeURL: "https://sns.ap-southeast-1.amazonaws.com/?a", Token: "tok", Subject: "ignored" };
    expect(canonicalSnsString(message)).toBe(
      "Message\nhello\nMessageId\nid-1\nSubscribeURL\nhttps://sns.ap-southeast-1.amazonaws.com/?a\nTimestamp\n2026-12-06T09:00:00.000Z\nToken\ntok\nTopicArn\narn:aws:sns:ap-southeast-1:1:t\nType\nSubscriptionConfirmation\n",
    );
  });

  it.each([
    ["https://sns.ap-southeast-1.amazonaws.com/SimpleNotificationService-abc.pem", true],
    ["https://sns.cn-north-1.amazonaws.com.cn/x.pem", true],
    ["http://sns.ap-southeast-1.amazonaws.com/x.pem", false],
    ["https://sns.ap-southeast-1.amazonaws.com:8443/x.pem", false],
    ["https://user@sns.ap-southeast-1.amazonaws.com/x.pem", false],
    ["https://s3.amazonaws.com/x.pem", false],
    ["https://sns.ap-southeast-1.amazonaws.com.example.org/x.pem", false],
    ["https://sns.ap-southeast-1.amazonaws.com/x.txt", false],
    ["not a url", false],
  ])("takes %s as a certificate URL: %s", (url, expected) => {
    expect(isSnsUrl(url, ".pem")).toBe(expected);
  });
});
