// The device code form (account page and order confirmation) and one device's details.
import type { ReactNode } from "react";
import { TextField } from "~/components/forms/Field";
import { usePostForm } from "~/components/forms/usePostForm";
import { AccountForm } from "./AccountForm";
import type { deviceCodeSchema } from "~/lib/schemas/device";

export function DeviceCodeForm({ intent, submit, hint }: { intent: string; submit: string; hint?: string }) {
  const [form, fields] = usePostForm<typeof deviceCodeSchema>(intent, { code: "" });
  return (
    <AccountForm form={form} intent={intent} submit={submit}>
      <TextField
        meta={fields.code}
        label="Registration code"
        hint={hint ?? "The 10 letters and digits on the card in your device's box, like ASHX12AB34."}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        className="field--short"
      />
    </AccountForm>
  );
}

export interface DeviceFacts {
  code: string;
  name: string;
  colour: string;
  type: string;
  version: string;
  bluetooth: boolean;
  virtual: boolean;
  registered: string;
  warrantyUntil: string;
}

export function DeviceDetails({ d, children }: { d: DeviceFacts; children?: ReactNode }) {
  return (
    <div className="summary account-details">
      <dl>
        <div>
          <dt>Colour</dt>
          <dd>{d.colour}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>
            {d.type}
            {d.bluetooth ? ", Bluetooth" : ""} (version {d.version})
          </dd>
        </div>
        <div>
          <dt>Registered</dt>
          <dd>{d.registered || "Not yet"}</dd>
        </div>
        <div>
          <dt>Warranty until</dt>
          <dd>{d.virtual ? "No warranty (virtual device)" : d.warrantyUntil}</dd>
        </div>
        <div>
          <dt>Registration code</dt>
          <dd>{d.code}</dd>
        </div>
      </dl>
      {children}
    </div>
  );
}
