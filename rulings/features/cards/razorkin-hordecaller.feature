@card:razorkin-hordecaller
Feature: Razorkin Hordecaller
  Haste
  Whenever you attack, create a 1/1 red Gremlin creature token.

  @ruling:2024-09-20
  Rule: Attacking with any creatures will cause Razorkin Hordecaller's last ability to trigger
    Attacking with any creatures will cause Razorkin Hordecaller's last ability to trigger. Razorkin Hordecaller doesn't have to be among them.

    @rule:508.3d
    @id:alice-attacks-with-grizzly-bears-alone-and-razorkin
    Scenario: Alice attacks with Grizzly Bears alone and Razorkin Hordecaller's ability triggers (not: only when it attacks)
      Given Alice controls a Razorkin Hordecaller and a Grizzly Bears
      When Alice attacks Bob with Grizzly Bears
      Then Razorkin Hordecaller's ability triggered once
      When all players pass priority
      Then Alice controls one Gremlin token
