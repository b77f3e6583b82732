// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { WEB_PROJECTS, type WebProject } from "~/content/web-portfolio";
import { WebProjectCard } from "~/features/web-portfolio/web-project-card";
import { I18nProvider } from "~/i18n/i18n-context";
import { MESSAGES } from "~/i18n/messages";

function renderCard(project: WebProject) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <I18nProvider lang="en" messages={MESSAGES.en}>
          <WebProjectCard project={project} lcp={false} />
        </I18nProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

const base = WEB_PROJECTS[0] as WebProject;

// Each test renders into an empty document (no globals: Testing Library cannot do this itself).
afterEach(cleanup);

describe("website project card", () => {
  it("shows no View Live / View Code when the project has no target", () => {
    renderCard({ ...base, liveUrl: undefined, codeUrl: undefined });
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("heading", { name: base.title })).toBeTruthy();
  });

  it("links View Live and View Code when the project has them", () => {
    renderCard({ ...base, liveUrl: "/nl/tandarts", codeUrl: "https://github.com/example/site" });
    const live = screen.getByRole("link", { name: /View Live/ });
    expect(live.getAttribute("href")).toBe("/nl/tandarts");
    const code = screen.getByRole("link", { name: /View Code/ });
    expect(code.getAttribute("href")).toBe("https://github.com/example/site");
    expect(code.getAttribute("rel")).toContain("noopener");
  });
});
