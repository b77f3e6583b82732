import { FormField, inputClass } from "~/components/ui/form-field";
import { useI18n } from "~/i18n/i18n-context";

export const QUOTE_FIELDS = ["name", "email", "phone", "company", "message"] as const;
export type QuoteValues = Record<(typeof QUOTE_FIELDS)[number], string>;
export const EMPTY_QUOTE: QuoteValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  message: "",
};

/** The visitor's details in the quote form: name and email required, the rest optional. */
export function QuoteFields({
  values,
  error,
  onChange,
}: {
  values: QuoteValues;
  error: (field: keyof QuoteValues) => string | undefined;
  onChange: (field: keyof QuoteValues, value: string) => void;
}) {
  const { t } = useI18n();
  const optional = t("quote.optional");
  const input = (
    field: keyof QuoteValues,
    type: string,
    autoComplete: string,
    required = false,
  ) => (
    <FormField
      id={`quote-${field}`}
      label={t(`quote.${field}`)}
      optionalText={required ? undefined : optional}
      error={error(field)}
    >
      {(p) => (
        <input
          {...p}
          name={field}
          type={type}
          autoComplete={autoComplete}
          required={required}
          value={values[field]}
          onChange={(e) => onChange(field, e.currentTarget.value)}
          className={inputClass}
        />
      )}
    </FormField>
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {input("name", "text", "name", true)}
        {input("email", "email", "email", true)}
        {input("phone", "tel", "tel")}
        {input("company", "text", "organization")}
      </div>
      <FormField
        id="quote-message"
        label={t("quote.message")}
        optionalText={optional}
        error={error("message")}
      >
        {(p) => (
          <textarea
            {...p}
            name="message"
            rows={3}
            value={values.message}
            onChange={(e) => onChange("message", e.currentTarget.value)}
            className={inputClass}
          />
        )}
      </FormField>
    </>
  );
}
