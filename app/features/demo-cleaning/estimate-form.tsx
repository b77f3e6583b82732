import { useEffect, useRef, useState } from "react";
import { CLEANING_DEMO as C } from "~/content/demo-cleaning";
import { TextField } from "~/components/ui/form-field";
import { DemoForm, usePostedValues } from "~/features/demo/demo-form";
import { formatMoney } from "~/lib/format-money";
import { computeEstimate, parseEstimateForm, type EstimateInput } from "./estimate";
import { fillVars } from "~/lib/fill-vars";
import { ESTIMATE_FORM } from "./form-rules";
import { INTENT_FIELD } from "~/features/demo/demo-form-rules";
import { useHydrated } from "~/lib/use-hydrated";
import { REPLAY_CLICK } from "~/lib/island";
import { StaleNote } from "~/components/ui/stale-note";

const money = (amount: number) => formatMoney(amount, C.locale, { currency: C.currency });
const choice =
  "relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 px-2 text-center text-sm whitespace-nowrap font-semibold text-slate-800 has-checked:border-teal-700 has-checked:bg-teal-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600";

/**
 * The radio of a choice: invisible, over its whole label, so a tap or a click (a person's or a
 * test's) lands on the input itself; the label shows the state (`has-checked`).
 */
const choiceInput = "absolute inset-0 cursor-pointer appearance-none opacity-0";

function typeName(input: EstimateInput): string {
  return C.cleaningTypes.find((t) => t.id === input.type)?.name ?? input.type;
}

/**
 * The estimate form of the hero (docs/product.md §9.2): the price follows every change. It starts
 * at the defaults in the prerendered HTML, so the page reads right before JavaScript runs.
 */
export function EstimateForm() {
  // A post without JavaScript renders the page again with the posted choices.
  const posted = usePostedValues(ESTIMATE_FORM.id);
  const [input, setInput] = useState<EstimateInput>(() =>
    posted ? parseEstimateForm(posted) : { rooms: 1, type: "standard", extras: [] },
  );
  const form = useRef<HTMLFormElement>(null);
  // The form hydrates when first used (an island): a choice made before that shows at once.
  useEffect(() => {
    if (form.current) setInput(parseEstimateForm(new FormData(form.current)));
  }, []);
  const estimate = computeEstimate(input);
  const extrasText =
    C.extras
      .filter((e) => input.extras.includes(e.id))
      .map((e) => e.name.toLowerCase())
      .join(", ") || C.estimate.noExtras;

  return (
    // `live-prices`/`live-form`: before this code runs, changed options dim the estimate and show
    // a note (app/app.css, docs/decisions/307-stale-calculator-prices.md).
    <div className="live-prices">
      <DemoForm
        ref={form}
        rules={ESTIMATE_FORM}
        anchor="#top"
        labels={C.estimate}
        summary={false}
        confirm={({ phone }) => ({
          title: fillVars(C.estimate.successTitle, { total: money(estimate.total) }),
          text: fillVars(C.estimate.successText, {
            phone: phone.trim(),
            type: typeName(input).toLowerCase(),
            rooms: input.rooms,
          }),
        })}
        onInput={(e) => setInput(parseEstimateForm(new FormData(e.currentTarget)))}
        aria-labelledby="estimate-title"
        className="live-form grid gap-5"
        heading={
          <h2 id="estimate-title" className="text-2xl font-bold text-slate-950">
            {C.estimate.heading}
          </h2>
        }
      >
        {(field) => (
          <>
            <fieldset>
              <legend className="text-sm font-semibold">{C.estimate.roomsLabel}</legend>
              <div className="mt-2 grid grid-cols-4 gap-2">
                {C.rooms.map((rooms) => (
                  <label key={rooms} className={choice}>
                    <input
                      type="radio"
                      name="rooms"
                      value={rooms}
                      defaultChecked={rooms === input.rooms}
                      className={choiceInput}
                    />
                    {fillVars(C.estimate.roomOption, { rooms })}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="text-sm font-semibold">{C.estimate.typeLabel}</legend>
              <div className="mt-2 grid grid-cols-2 gap-2">
                {C.cleaningTypes.map((t) => (
                  <label key={t.id} className={choice}>
                    <input
                      type="radio"
                      name="type"
                      value={t.id}
                      defaultChecked={t.id === input.type}
                      className={choiceInput}
                    />
                    {t.name}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="text-sm font-semibold">{C.estimate.extrasLabel}</legend>
              <div className="mt-2 grid gap-1 sm:grid-cols-2">
                {C.extras.map((e) => (
                  <label
                    key={e.id}
                    className="flex min-h-11 cursor-pointer items-center gap-2 text-sm"
                  >
                    <input
                      type="checkbox"
                      name="extras"
                      value={e.id}
                      defaultChecked={input.extras.includes(e.id)}
                      className="h-6 w-6 shrink-0 accent-teal-700"
                    />
                    <span>
                      {e.name} <span className="text-slate-600">+{money(e.price)}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <UpdateSlot />
            <div className="rounded-xl bg-teal-50 p-4">
              <StaleNote className="mb-2 rounded-lg p-2">{C.estimate.staleNote}</StaleNote>
              <p className="text-sm font-semibold text-teal-900" id="estimate-result-label">
                {C.estimate.resultLabel}
              </p>
              <output
                aria-labelledby="estimate-result-label"
                aria-live="polite"
                data-testid="estimate-total"
                className="stale-dim block text-4xl font-extrabold text-teal-900 tabular-nums"
              >
                {money(estimate.total)}
              </output>
              <p className="stale-dim mt-1 text-sm text-slate-700">
                {fillVars(C.estimate.breakdown, {
                  type: typeName(input),
                  rooms: input.rooms,
                  base: money(estimate.base),
                  extras: extrasText,
                })}
              </p>
            </div>
            <TextField
              {...field("phone")}
              type="tel"
              hint={C.estimate.phoneHint}
              autoComplete="tel"
              required
            />
            <button
              type="submit"
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800 forced-colors:border"
            >
              {C.estimate.submit}
            </button>
          </>
        )}
      </DemoForm>
    </div>
  );
}

/**
 * Until the form's code runs (no JavaScript, or before it arrives) a button asks the page for the
 * price of the chosen options (the page's action, nothing checked or sent); once it runs the price
 * follows every change and the same space holds a note saying so (nothing moves). Pressed while
 * that code is loading, the press is held (`REPLAY_CLICK`) instead of reloading the page: the code
 * then shows the price and the note, and the button is gone.
 */
function UpdateSlot() {
  const hydrated = useHydrated();
  return (
    <div id="estimate-update" className="-mt-2 flex min-h-11 items-center">
      {hydrated ? (
        <p className="text-sm text-slate-600">{C.estimate.liveNote}</p>
      ) : (
        // The answer comes back at this button, the new price just under it (not at the top of
        // the page, where a phone would show the hero and no price).
        <button
          type="submit"
          name={INTENT_FIELD}
          value="update"
          formAction="#estimate-update"
          formNoValidate
          {...REPLAY_CLICK}
          className="inline-flex min-h-11 items-center rounded-lg border border-teal-700 px-4 font-semibold text-teal-800 hover:bg-teal-50"
        >
          {C.estimate.update}
        </button>
      )}
    </div>
  );
}
