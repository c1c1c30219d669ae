// A survey's two forms: starting it, and the serial code the research partner gives at the end
// (checked on the server, app/.server/club/surveys.ts; refusals beside the field).
import { AccountForm } from "~/components/account/AccountForm";
import { CodeField } from "~/components/forms/Field";
import { usePostForm } from "~/components/forms/usePostForm";
import { START_SURVEY_INTENT, SURVEY_CODE_INTENT } from "~/lib/form-names";
import type { serialCodeSchema } from "~/lib/schemas/engagement";

export function StartSurveyForm({ id, title, action }: { id: string; title: string; action?: string }) {
  const [form] = usePostForm(START_SURVEY_INTENT, {}, { id: `start-${id}` });
  return (
    <AccountForm
      form={form}
      intent={START_SURVEY_INTENT}
      action={action}
      submit={
        <>
          Start survey<span className="visually-hidden"> {title}</span>
        </>
      }
    />
  );
}

export function SerialCodeForm() {
  const [form, fields] = usePostForm<typeof serialCodeSchema>(SURVEY_CODE_INTENT, {});
  return (
    <AccountForm form={form} intent={SURVEY_CODE_INTENT} submit="Check code and collect points">
      <CodeField
        meta={fields.serialCode}
        label="Serial code"
        hint="The code our research partner gave you at the end of the survey, for example AMBR-2027-0001."
      />
    </AccountForm>
  );
}
