import { About } from "./About";
import { Banner } from "./Banner";
import { PopularTools } from "./PopularTools";
import { Reviews } from "./Reviews";
import { Services } from "./Services";
import { Stats } from "./Stats";
import { Team } from "./Team";

export function HomePage() {
  return (
    <>
      <title>AgroForge · Agricultural tools, forged to last</title>
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
