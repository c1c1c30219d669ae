/**
 * The registration consent of a device (SPEC §3 has_registration_consent), asked in its
 * add-to-cart form and sent to commerce as an entered option. Optional (decision 0014): the
 * device is sold either way; ticked, it is registered to the buyer for its warranty.
 */
export function RegistrationConsentField({ checked }: { checked: boolean }) {
  return (
    <div className="field">
      <label className="choice" htmlFor="registration-consent">
        <input
          id="registration-consent"
          type="checkbox"
          name="registrationConsent"
          value="1"
          defaultChecked={checked}
          aria-describedby="registration-consent-hint"
        />
        <span>Register this device to me for its 2-year warranty</span>
      </label>
      <p className="field__hint" id="registration-consent-hint">
        Optional. We link the device&apos;s serial number to your account when it ships, so warranty claims need no
        receipt. You can leave it unticked and register the device yourself later.
      </p>
    </div>
  );
}
