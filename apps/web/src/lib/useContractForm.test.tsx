import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useContractForm, type FormSchema } from "./useContractForm";

const nameSchema = z.object({ name: z.string().trim().min(1, "Name is required") });
type Values = z.input<typeof nameSchema>;

function NameForm({ schema, onSaved }: { schema: FormSchema<Values, z.output<typeof nameSchema>>; onSaved: (name: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useContractForm(schema, { defaultValues: { name: "" } });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSaved(values.name))}>
      <label htmlFor="name">Name</label>
      <input id="name" {...register("name")} />
      {errors.name && <p role="alert">{errors.name.message}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

describe("a contract form whose schema loads at its first use", () => {
  it("renders without loading its schema, loads it when the visitor first reaches for the page, and checks with it", async () => {
    const load = vi.fn(() => Promise.resolve(nameSchema));
    const onSaved = vi.fn();
    render(<NameForm schema={load} onSaved={onSaved} />);
    expect(load).not.toHaveBeenCalled();

    fireEvent.focusIn(screen.getByLabelText("Name"));
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Name is required");
    fireEvent.input(screen.getByLabelText("Name"), { target: { value: "  Karim Store " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith("Karim Store"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads the schema when the form is first checked, even if nothing was focused, and again after a failed load", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(nameSchema);
    const onSaved = vi.fn();
    render(<NameForm schema={load} onSaved={onSaved} />);
    const form = screen.getByRole("button", { name: "Save" }).closest("form");
    if (!form) throw new Error("no form");
    // A submit without a press (Enter in a field the test does not focus): the first check fails to
    // load, and nothing is sent unchecked.
    fireEvent.submit(form);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    expect(onSaved).not.toHaveBeenCalled();
    fireEvent.submit(form);
    expect(await screen.findByRole("alert")).toHaveTextContent("Name is required");
    expect(load).toHaveBeenCalledTimes(2);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
