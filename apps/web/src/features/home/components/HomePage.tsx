import { About } from "./About";
import { Banner } from "./Banner";
import { PopularTools } from "./PopularTools";
import { Reviews } from "./Reviews";
import { Services } from "./Services";
import { Stats } from "./Stats";
import { Team } from "./Team";
import { PageTitle } from "../../../components/PageTitle";

export function HomePage() {
  return (
    <>
      <PageTitle description="AgroForge: hand-forged agricultural tools for farms, orchards and gardens, sold direct from the manufacturer by the hundred.">AgroForge · Agricultural tools, forged to last</PageTitle>
      <Banner />
      <PopularTools />
      <Stats />
      <Reviews />
      <Services />
      <About />
      <Team />
    </>
  );
}
