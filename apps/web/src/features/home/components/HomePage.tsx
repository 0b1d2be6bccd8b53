import { About } from "./About";
import { Banner } from "./Banner";
import { PopularTools } from "./PopularTools";
import { Reviews } from "./Reviews";
import { Services } from "./Services";
import { Stats } from "./Stats";
import { Team } from "./Team";
import { PageTitle } from "../../../components/PageTitle";
import { homePageTexts } from "@shop/contract";

export function HomePage() {
  return (
    <>
      <PageTitle description={homePageTexts.description}>{homePageTexts.title}</PageTitle>
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
